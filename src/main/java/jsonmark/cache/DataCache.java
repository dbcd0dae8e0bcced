package jsonmark.cache;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.function.Function;
import jsonmark.io.FileKinds;
import jsonmark.io.ResultFiles;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;

/**
 * Data files in a cache folder, each beside a metadata sidecar. A file is reused only when its
 * sidecar is intact and matches, and the file's size and SHA-256 still do; otherwise it is
 * written again under a temporary name and renamed when complete. A lock file serialises
 * processes that want the same file, and the operating system releases the lock of a process
 * that dies.
 */
public final class DataCache {

  /** Writes the data and returns its expected deserializer checksum. */
  @FunctionalInterface
  public interface Generation {
    long writeTo(OutputStream out) throws IOException;
  }

  /**
   * What a writer wrote: the key to record, known once written (a user file's lines), and the
   * expected deserializer checksum.
   */
  public record Written(CacheKey key, long checksum) {}

  /** Writes a data file and says what it holds; it may refuse its input with {@code E}. */
  @FunctionalInterface
  public interface Writer<E extends Exception> {
    Written writeTo(OutputStream out) throws IOException, E;
  }

  /**
   * How every generated data file's name ends: the files are JSON Lines, and a file named
   * without it was written by an older jsonmark, which {@code jsonmark cache} lists as stale.
   */
  public static final String EXTENSION = ".jsonl";

  private static final LinkOption NOFOLLOW = LinkOption.NOFOLLOW_LINKS;
  private static final String PARTIAL = ".partial-";

  private final Path dir;
  private final Log log;
  private final Cleanup cleanup;

  /** A cache in {@code dir}; {@code cleanup} deletes a half-written file if the driver stops. */
  public DataCache(Path dir, Log log, Cleanup cleanup) {
    this.dir = dir;
    this.log = log;
    this.cleanup = cleanup;
  }

  /** The data file for {@code wanted} under {@code name}, from the cache or freshly written. */
  public DataFile obtain(String name, CacheKey wanted, Generation generation)
      throws CacheException, InterruptedException {
    return obtain(name,
        cached -> cached.key().equals(wanted) ? Optional.empty()
            : Optional.of("was written differently"),
        out -> new Written(wanted, generation.writeTo(out)));
  }

  /**
   * The data file under {@code name}, from the cache when its sidecar and bytes verify and
   * {@code unusable} finds nothing against it (else it says why, in a few words), or freshly
   * written by {@code writer}.
   */
  public <E extends Exception> DataFile obtain(
      String name, Function<Metadata, Optional<String>> unusable, Writer<E> writer)
      throws CacheException, InterruptedException, E {
    createDirectory();
    Path data = dir.resolve(name);
    Path meta = dir.resolve(name + ".meta.json");
    Path lockFile = dir.resolve(name + ".lock");
    refuseIrregular(data, lockFile, "its lock file");
    try (FileChannel channel =
        FileChannel.open(
            lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE, NOFOLLOW)) {
      FileLock lock = acquire(channel, name);
      try {
        refuseDirectory(data, data, "it");
        refuseDirectory(data, meta, "its metadata path " + meta);
        removeOrphans(name);
        DeadWriters.sweep(dir, name, log);
        Optional<Metadata> cached = reusable(data, meta, unusable);
        if (cached.isPresent()) {
          return new DataFile(data, cached.get(), -1);
        }
        return generate(data, meta, writer);
      } finally {
        lock.release();
      }
    } catch (ClosedByInterruptException e) {
      throw new InterruptedException("interrupted while waiting for " + lockFile);
    } catch (IOException e) {
      throw new CacheException(
          "cannot lock " + lockFile + ": " + FileKinds.cause(e) + "; choose another --cache-dir",
          e);
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
          "cannot use cache directory " + dir + ": " + FileKinds.whyNotADirectory(dir, e)
              + "; choose another --cache-dir",
          e);
    }
  }

  /** Fails, without opening it, when {@code path} is not a regular file: a FIFO would hang. */
  private static void refuseIrregular(Path data, Path path, String what) throws CacheException {
    Optional<String> kind = FileKinds.irregular(path);
    if (kind.isPresent()) {
      throw new CacheException(
          "cannot write data file " + data + ": " + what + " " + path + " is " + kind.get()
              + "; remove it");
    }
  }

  /** A directory cannot be replaced by a rename, and deleting a user's directory is not ours. */
  private static void refuseDirectory(Path data, Path path, String what) throws CacheException {
    if (Files.isDirectory(path, NOFOLLOW)) {
      throw new CacheException(
          "cannot write data file " + data + ": " + what + " is a directory; remove it");
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

  /**
   * Deletes temporary files of {@code name} left by writers that were killed. The caller holds
   * the lock of {@code name}, which every writer holds while writing, so no live process owns
   * them: this is safe without asking whether the process in the file's name still runs (its
   * number may have been reused since).
   */
  private void removeOrphans(String name) {
    String dataPrefix = "." + name + PARTIAL;
    String metaPrefix = "." + name + ".meta.json" + PARTIAL;
    try (DirectoryStream<Path> orphans =
        Files.newDirectoryStream(
            dir,
            p -> {
              String file = p.getFileName().toString();
              return (file.startsWith(dataPrefix) || file.startsWith(metaPrefix))
                  && !Files.isDirectory(p, NOFOLLOW);
            })) {
      for (Path orphan : orphans) {
        long bytes = Files.size(orphan);
        Files.deleteIfExists(orphan);
        log.info("Removed " + orphan + " (" + bytes + " bytes), left by a jsonmark process that"
            + " was killed while writing it");
      }
    } catch (IOException e) {
      log.warn("Cannot remove temporary files of " + name + " in " + dir + ": "
          + FileKinds.cause(e));
    }
  }

  private Optional<Metadata> reusable(Path data, Path meta,
      Function<Metadata, Optional<String>> unusable) throws InterruptedException {
    Optional<Metadata> cached = readSidecar(data, meta);
    if (cached.isEmpty()) {
      return cached;
    }
    Optional<String> why = unusable.apply(cached.get());
    if (why.isPresent()) {
      log.info("Cached " + data.getFileName() + " " + why.get() + "; writing it again");
      return Optional.empty();
    }
    Optional<String> kind = FileKinds.irregular(data);
    if (kind.isPresent()) {
      log.warn("Cached " + data + " is " + kind.get() + ", not a regular file; writing it again");
      return Optional.empty();
    }
    try {
      if (Files.size(data) != cached.get().bytes()) {
        log.warn("Cached " + data + " has the wrong size (changed or truncated); writing it again");
        return Optional.empty();
      }
      log.info("Verifying cached " + data + " (" + cached.get().bytes() + " bytes)");
      if (!Sha256.of(data).equals(cached.get().sha256())) {
        log.warn("Cached " + data + " does not match its SHA-256 (edited?); writing it again");
        return Optional.empty();
      }
    } catch (NoSuchFileException e) {
      log.warn("Cached " + data + " is missing; writing it again");
      return Optional.empty();
    } catch (IOException e) {
      log.warn("Cannot read cached " + data + " (" + FileKinds.cause(e) + "); writing it again");
      return Optional.empty();
    }
    log.info("Using cached " + data);
    return cached;
  }

  /** The sidecar's metadata, or empty (with one warning line) when it cannot be believed. */
  private Optional<Metadata> readSidecar(Path data, Path meta) {
    if (!Files.exists(meta, NOFOLLOW)) {
      if (Files.exists(data, NOFOLLOW)) {
        log.warn("Cached " + data + " has no metadata; writing it again");
      }
      return Optional.empty();
    }
    Optional<String> kind = FileKinds.irregular(meta);
    if (kind.isPresent()) {
      log.warn("Ignoring " + meta + ": it is " + kind.get() + ", not a regular file;"
          + " writing the data file again");
      return Optional.empty();
    }
    try {
      return Optional.of(Sidecar.read(meta));
    } catch (Sidecar.Untrusted e) {
      log.warn("Ignoring " + meta + ": " + e.getMessage() + "; writing the data file again");
    } catch (IOException e) {
      log.warn("Cannot read " + meta + " (" + FileKinds.cause(e) + ");"
          + " writing the data file again");
    }
    return Optional.empty();
  }

  private <E extends Exception> DataFile generate(Path data, Path meta, Writer<E> writer)
      throws CacheException, InterruptedException, E {
    Path partial = dir.resolve("." + data.getFileName() + PARTIAL + ProcessHandle.current().pid());
    Cleanup.Registration pending;
    try {
      pending = cleanup.register("partial data file " + partial, () -> deleteQuietly(partial));
    } catch (Cleanup.ClosedException e) {
      throw new InterruptedException(e.getMessage());
    }
    try {
      Files.deleteIfExists(meta);
      long start = System.nanoTime();
      MessageDigest sha256 = Sha256.newDigest();
      Written written;
      // CREATE_NEW and no links: whatever sits under this name is not ours to write through.
      try (OutputStream out =
          new DigestOutputStream(
              new BufferedOutputStream(
                  Files.newOutputStream(
                      partial, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, NOFOLLOW),
                  1 << 20),
              sha256)) {
        written = writer.writeTo(out);
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      if (Thread.interrupted()) {
        throw new InterruptedException();
      }
      Metadata metadata = new Metadata(written.key(),
          new Contents(Files.size(partial), Sha256.hex(sha256), written.checksum()));
      Files.move(
          partial, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      pending.close();
      writeSidecar(meta, metadata);
      return new DataFile(data, metadata, seconds);
    } catch (IOException e) {
      throw new CacheException("cannot write data file " + data + ": " + FileKinds.cause(e), e);
    } finally {
      deleteQuietly(partial);
      pending.close();
    }
  }

  /** Written last and renamed into place, so a sidecar only ever describes a complete file. */
  private static void writeSidecar(Path meta, Metadata written) throws IOException {
    ResultFiles.writeAtomically(meta, Sidecar.render(written),
        meta.resolveSibling("." + meta.getFileName() + PARTIAL + ProcessHandle.current().pid()));
  }

  private static void deleteQuietly(Path path) {
    try {
      Files.deleteIfExists(path);
    } catch (IOException e) {
      // A partial file is never trusted (its name is not the data file's), and the next run
      // that takes the lock removes it.
    }
  }
}
