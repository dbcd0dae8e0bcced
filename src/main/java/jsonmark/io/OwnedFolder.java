package jsonmark.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A temporary folder that a driver owns while it lives: its name holds the driver's PID after a
 * prefix ({@code jsonmark-cachegrind-4242-...}) and the driver holds the lock of a file in it, so
 * that a later driver can tell the folders of one that was killed (SIGKILL runs no clean-up) and
 * remove them ({@link #sweep}), read-only files and folders included.
 */
public final class OwnedFolder implements AutoCloseable {

  /** The file whose lock the owner holds. */
  public static final String LOCK = "owner.lock";

  private final Path path;
  private final FileChannel lock;

  private OwnedFolder(Path path, FileChannel lock) {
    this.path = path;
    this.lock = lock;
  }

  /** A new, empty folder {@code <prefix><pid>-<random>} in {@code parent}, its lock held. */
  public static OwnedFolder create(Path parent, String prefix) throws IOException {
    Path path = Files.createTempDirectory(parent, prefix + ProcessHandle.current().pid() + "-");
    FileChannel lock = FileChannel.open(path.resolve(LOCK), StandardOpenOption.CREATE_NEW,
        StandardOpenOption.WRITE);
    try {
      lock.lock();
    } catch (IOException e) {
      lock.close(); // a file system without locks: the PID alone tells a dead owner
    }
    return new OwnedFolder(path, lock);
  }

  public Path path() {
    return path;
  }

  /**
   * Removes the folders {@code <prefix><pid>-...} in {@code parent} that a killed driver left:
   * those whose owner's PID is gone and whose lock no process holds (a live driver holds it, even
   * from another PID namespace sharing the folder). Returns how many it removed; a folder it
   * cannot judge or remove is left.
   */
  public static int sweep(Path parent, String prefix) {
    Pattern name = Pattern.compile(Pattern.quote(prefix) + "(\\d{1,18})-.*");
    int removed = 0;
    try (DirectoryStream<Path> folders = Files.newDirectoryStream(parent, prefix + "*")) {
      for (Path folder : folders) {
        Matcher m = name.matcher(folder.getFileName().toString());
        if (m.matches() && Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
            && Files.isWritable(folder) && Owners.gone(Long.parseLong(m.group(1)))
            && lockFree(folder.resolve(LOCK))) {
          removed += removeQuietly(folder) ? 1 : 0;
        }
      }
    } catch (IOException | RuntimeException e) {
      // Nothing to sweep, or a temporary folder that cannot be listed: the runs do not need it.
    }
    return removed;
  }

  /** Whether its owner's lock is free; a lock that cannot be tried is taken as held. */
  private static boolean lockFree(Path lockFile) {
    try {
      return Owners.lockFree(lockFile);
    } catch (IOException unknown) {
      return false;
    }
  }

  /**
   * {@link #remove}, for a way out: whether it was removed; what cannot be stays, and the caller
   * has nothing to add about it (a hidden or temporary folder, named like no result).
   */
  public static boolean removeQuietly(Path folder) {
    try {
      remove(folder);
      return true;
    } catch (UncheckedIOException e) {
      return false;
    }
  }

  /** Releases the lock and removes the folder with everything in it. */
  @Override
  public void close() {
    try {
      lock.close();
    } catch (IOException e) {
      // The lock goes with the file below, or with the driver.
    }
    remove(path);
  }

  /**
   * Removes {@code folder} and everything in it, making each folder writable first (a folder of
   * read-only case or data files cannot be emptied otherwise); a missing folder is no error.
   *
   * @throws UncheckedIOException when something in it cannot be removed
   */
  public static void remove(Path folder) {
    if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try {
      Files.walkFileTree(folder, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
          dir.toFile().setWritable(true, true);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          Files.deleteIfExists(file);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
          if (e != null) {
            throw e;
          }
          Files.deleteIfExists(dir);
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new UncheckedIOException("cannot remove " + folder, e);
    }
  }
}
