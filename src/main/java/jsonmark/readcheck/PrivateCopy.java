package jsonmark.readcheck;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * A driver's own copy of a verified data file: a file of its own (its own inode), so that what
 * another driver's command does to its copy, or to the cache file, never reaches this driver's
 * commands; a hard link would share the bytes with every other link. The bytes are hashed as they
 * are copied, so the copy is known to be the verified file, not what the cache file became since.
 */
final class PrivateCopy {

  private static final int BLOCK = 1 << 20;

  /**
   * How the file was handed out.
   *
   * @param shared why it is a hard link to the cache file rather than a copy, when it is one
   */
  record Made(Optional<String> shared) {}

  private PrivateCopy() {}

  /**
   * Copies {@code source}, whose SHA-256 is {@code sha256}, to {@code target} (which must not
   * exist). Where the copy cannot be written (a full disk), {@code target} becomes a hard link to
   * {@code source} instead, and {@link Made#shared()} says why.
   *
   * @throws IOException when neither can be made, or the bytes copied are not the verified ones
   */
  static Made make(Path source, Path target, String sha256) throws IOException {
    String copied;
    try {
      copied = copy(source, target);
    } catch (IOException copyFailed) {
      Files.deleteIfExists(target);
      if (!Files.isRegularFile(source, LinkOption.NOFOLLOW_LINKS)) {
        throw copyFailed;
      }
      try {
        Files.createLink(target, source);
      } catch (UnsupportedOperationException | FileSystemException noLink) {
        throw copyFailed;
      }
      return new Made(Optional.of(String.valueOf(copyFailed.getMessage())));
    }
    if (!copied.equals(sha256)) {
      Files.deleteIfExists(target);
      throw new IOException(source + " changed while it was copied (its SHA-256 is no longer the"
          + " one verified)");
    }
    return new Made(Optional.empty());
  }

  /** Copies in large blocks and returns the hex SHA-256 of the bytes copied. */
  private static String copy(Path source, Path target) throws IOException {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JVM lacks SHA-256", e);
    }
    ByteBuffer buffer = ByteBuffer.allocate(BLOCK);
    try (FileChannel in = FileChannel.open(source, StandardOpenOption.READ,
            LinkOption.NOFOLLOW_LINKS);
        FileChannel out = FileChannel.open(target, StandardOpenOption.CREATE_NEW,
            StandardOpenOption.WRITE)) {
      while (in.read(buffer.clear()) >= 0) {
        buffer.flip();
        digest.update(buffer.array(), 0, buffer.limit());
        while (buffer.hasRemaining()) {
          out.write(buffer);
        }
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }
}
