package jsonmark.cache;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.log.Log;

/**
 * Sweeps the temporary files that writers of <em>other</em> keys left when they were killed (a
 * {@code kill -9} during a 3,000,000-record generation leaves 681 MB), which no later run of that
 * key may ever come to remove. A file goes only when the process named in it is gone and, where
 * its key's lock file exists, that lock is free: a live writer holds it while writing, even from
 * another PID namespace sharing the cache.
 */
final class DeadWriters {

  /** ".NAME.partial-PID" or ".NAME.meta.json.partial-PID". */
  static final Pattern PARTIAL =
      Pattern.compile("\\.(.+?)(?:\\.meta\\.json)?\\.partial-(\\d{1,18})");

  private DeadWriters() {}

  /** Removes dead writers' partial files in {@code dir}, except those of {@code name}. */
  static void sweep(Path dir, String name, Log log) {
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, ".*.partial-*")) {
      for (Path file : files) {
        Matcher m = PARTIAL.matcher(file.getFileName().toString());
        if (m.matches() && !m.group(1).equals(name)
            && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
            && gone(Long.parseLong(m.group(2)))
            && lockFree(dir.resolve(m.group(1) + ".lock"))) {
          long bytes = Files.size(file);
          Files.deleteIfExists(file);
          log.info("Removed " + file + " (" + bytes + " bytes), left by jsonmark process "
              + m.group(2) + " that was killed while writing it");
        }
      }
    } catch (IOException | RuntimeException e) {
      log.debug("Cannot sweep temporary files of killed writers in " + dir + ": " + e);
    }
  }

  static boolean gone(long pid) {
    return ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
  }

  /** Whether no process holds {@code lockFile}'s lock (true when there is no lock file). */
  static boolean lockFree(Path lockFile) throws IOException {
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
      return false; // this very driver is writing that key on another thread
    }
  }
}
