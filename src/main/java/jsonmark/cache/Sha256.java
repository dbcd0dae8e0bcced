package jsonmark.cache;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The one SHA-256 of the cache: of a data file while written or re-read, and of a sidecar. */
public final class Sha256 {

  private static final int BLOCK = 1 << 20;

  private Sha256() {}

  static MessageDigest newDigest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JVM lacks SHA-256", e);
    }
  }

  static String hex(MessageDigest digest) {
    return HexFormat.of().formatHex(digest.digest());
  }

  static String of(byte[] bytes) {
    return HexFormat.of().formatHex(newDigest().digest(bytes));
  }

  /** Hex SHA-256 of a file, read in large blocks; never follows a symbolic link. */
  public static String of(Path file) throws IOException, InterruptedException {
    MessageDigest digest = newDigest();
    byte[] buffer = new byte[BLOCK];
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      int n;
      while ((n = in.read(buffer)) >= 0) {
        digest.update(buffer, 0, n);
        if (Thread.interrupted()) {
          throw new InterruptedException();
        }
      }
    }
    return hex(digest);
  }
}
