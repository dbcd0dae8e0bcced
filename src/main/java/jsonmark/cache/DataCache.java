package jsonmark.cache;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import jsonmark.log.Log;

/**
 * Data files in a cache folder, each beside a metadata sidecar. A file is reused only when its
 * sidecar matches and its size and SHA-256 still do; otherwise it is written again under a
 * temporary name and renamed when complete. A lock file serialises processes that want the same
 * file, and the operating system releases the lock of a process that dies.
 */
public final class DataCache {

  /** Writes the data and returns what it wrote (its size, hash and checksum). */
  @FunctionalInterface
  public interface Generation {
    Metadata writeTo(OutputStream out) throws IOException;
  }

  private static final Set<Path> PARTIAL = ConcurrentHashMap.newKeySet();
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Path dir;
  private final Log log;

  public DataCache(Path dir, Log log) {
    this.dir = dir;
    this.log = log;
  }

  /** Deletes temporary files of generations still running: for the driver's shutdown hook. */
  public static void deletePartialFiles() {
    for (Path partial : PARTIAL) {
      try {
        Files.deleteIfExists(partial);
      } catch (IOException e) {
        // Nothing more can be done on the way out; the name is never trusted anyway.
      }
    }
  }

  /** The data file for {@code wanted} under {@code name}, from the cache or freshly written. */
  public DataFile obtain(String name, Metadata wanted, Generation generation)
      throws CacheException, InterruptedException {
    createDirectory();
    Path data = dir.resolve(name);
    Path meta = dir.resolve(name + ".meta.json");
    Path lockFile = dir.resolve(name + ".lock");
    try (FileChannel channel =
        FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      FileLock lock = acquire(channel, name);
      try {
        Optional<Metadata> cached = reusable(data, meta, wanted);
        if (cached.isPresent()) {
          return new DataFile(data, cached.get(), -1);
        }
        return generate(data, meta, generation);
      } finally {
        lock.release();
      }
    } catch (IOException e) {
      throw new CacheException(describe(lockFile, e), e);
    }
  }

  private void createDirectory() throws CacheException {
    try {
      Files.createDirectories(dir);
      if (!Files.isWritable(dir)) {
        throw new AccessDeniedException(dir.toString(), null, "not writable");
      }
    } catch (IOException e) {
      throw new CacheException(
          "cannot use cache directory " + dir + ": " + cause(e) + "; choose another --cache-dir",
          e);
    }
  }

  private FileLock acquire(FileChannel channel, String name) throws IOException {
    FileLock lock = channel.tryLock();
    if (lock == null) {
      log.info("Waiting for another jsonmark process that is writing " + name);
      lock = channel.lock();
    }
    return lock;
  }

  private Optional<Metadata> reusable(Path data, Path meta, Metadata wanted)
      throws InterruptedException {
    if (!Files.exists(meta)) {
      if (Files.exists(data)) {
        log.warn("Cached " + data.getFileName() + " has no metadata; writing it again");
      }
      return Optional.empty();
    }
    Metadata cached;
    try {
      cached = JSON.readValue(meta.toFile(), Metadata.class);
    } catch (IOException e) {
      log.warn("Cannot read " + meta + " (" + cause(e) + "); writing the data again");
      return Optional.empty();
    }
    if (!cached.describes(wanted)) {
      log.info("Cached " + data.getFileName() + " was written differently; writing it again");
      return Optional.empty();
    }
    try {
      if (Files.size(data) != cached.bytes()) {
        log.warn("Cached " + data + " has the wrong size (changed or truncated); writing it again");
        return Optional.empty();
      }
      log.info("Verifying cached " + data + " (" + cached.bytes() + " bytes)");
      if (!sha256(data).equals(cached.sha256())) {
        log.warn("Cached " + data + " does not match its SHA-256 (edited?); writing it again");
        return Optional.empty();
      }
    } catch (NoSuchFileException e) {
      log.warn("Cached " + data + " is missing; writing it again");
      return Optional.empty();
    } catch (IOException e) {
      log.warn("Cannot read cached " + data + " (" + cause(e) + "); writing it again");
      return Optional.empty();
    }
    log.info("Using cached " + data);
    return Optional.of(cached);
  }

  private DataFile generate(Path data, Path meta, Generation generation)
      throws CacheException, InterruptedException {
    Path partial = dir.resolve("." + data.getFileName() + ".partial-" + ProcessHandle.current().pid());
    PARTIAL.add(partial);
    try {
      Files.deleteIfExists(meta);
      long start = System.nanoTime();
      Metadata written;
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 20)) {
        written = generation.writeTo(out);
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      if (Thread.interrupted()) {
        throw new InterruptedException();
      }
      Files.move(partial, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      writeMetadata(meta, written);
      return new DataFile(data, written, seconds);
    } catch (IOException e) {
      throw new CacheException("cannot write data file " + data + ": " + cause(e), e);
    } finally {
      deleteQuietly(partial);
      PARTIAL.remove(partial);
    }
  }

  private static void writeMetadata(Path meta, Metadata written) throws IOException {
    Path partial = meta.resolveSibling("." + meta.getFileName() + ".partial");
    JSON.writeValue(partial.toFile(), written);
    Files.move(partial, meta, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Hex SHA-256 of a file, read in large blocks. */
  static String sha256(Path file) throws IOException, InterruptedException {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JVM lacks SHA-256", e);
    }
    byte[] buffer = new byte[1 << 20];
    try (InputStream in = Files.newInputStream(file)) {
      int n;
      while ((n = in.read(buffer)) >= 0) {
        digest.update(buffer, 0, n);
        if (Thread.interrupted()) {
          throw new InterruptedException();
        }
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }

  private static void deleteQuietly(Path path) {
    try {
      Files.deleteIfExists(path);
    } catch (IOException e) {
      // A partial file is never trusted: its name is not the data file's.
    }
  }

  private static String describe(Path path, IOException e) {
    return "cannot use " + path + ": " + cause(e);
  }

  /** The human part of an I/O error: the OS reason where there is one. */
  static String cause(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason().toLowerCase(java.util.Locale.ROOT);
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
