package jsonmark.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Whether what a driver left behind (a half-written cache file, a folder of Valgrind's counts)
 * still has an owner: the process that made it is alive, or holds the lock file beside it.
 * What is ownerless may be removed; the cache and the count folders ask the same questions.
 */
public final class Owners {

  private Owners() {}

  /** Whether process {@code pid} has ended (or never existed); never true of this process. */
  public static boolean gone(long pid) {
    return pid != ProcessHandle.current().pid()
        && ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
  }

  /**
   * Whether no process holds {@code lockFile}'s lock: true when there is no lock file, false
   * when something else stands in its place (a folder, a symbolic link).
   */
  public static boolean lockFree(Path lockFile) throws IOException {
    if (!Files.isRegularFile(lockFile, LinkOption.NOFOLLOW_LINKS)) {
      return !Files.exists(lockFile, LinkOption.NOFOLLOW_LINKS);
    }
    try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
      FileLock lock = channel.tryLock();
      if (lock == null) {
        return false;
      }
      lock.release();
      return true;
    } catch (OverlappingFileLockException heldHere) {
      return false; // this very driver holds it, on another thread
    }
  }
}
