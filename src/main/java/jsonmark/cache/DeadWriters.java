package jsonmark.cache;

import jsonmark.io.Owners;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
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
            && Owners.gone(Long.parseLong(m.group(2)))
            && Owners.lockFree(dir.resolve(m.group(1) + ".lock"))) {
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
}
