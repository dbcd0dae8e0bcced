package jsonmark.preparation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.plan.Workload;

/**
 * Before a {@code --size} generation: says how many files and bytes will be written, and how much
 * the disk has free, and refuses when it cannot hold them.
 */
public final class WritePlan {

  private WritePlan() {}

  /** Logs the plan; false (after one error line) when the files would not fit. */
  public static boolean announce(Plan plan, Log log) {
    long files = 0;
    long bytes = 0;
    Path dir = null;
    for (Workload workload : plan.work().workloads()) {
      if (!(workload instanceof Workload.Generated s) || s.size().isEmpty()) {
        continue;
      }
      Path cacheDir = plan.work().cacheDir().orElse(Path.of(System.getProperty("java.io.tmpdir")));
      if (Files.exists(cacheDir.resolve(DataPreparation.fileName(s)))) {
        continue; // already cached: nothing is written
      }
      files++;
      bytes += s.size().getAsLong();
      dir = cacheDir;
    }
    if (files == 0) {
      return true;
    }
    long free = free(dir);
    String said = String.format(Locale.ROOT, "--size: writing %d file%s, about %s in total, into %s"
        + " (%s free there)", files, files == 1 ? "" : "s", megabytes(bytes), dir,
        free < 0 ? "unknown" : megabytes(free));
    if (free >= 0 && bytes > free) {
      log.error(said + ": not enough space; free some or choose a smaller --size");
      return false;
    }
    log.info(said);
    return true;
  }

  private static long free(Path dir) {
    try {
      Path existing = dir.toAbsolutePath();
      while (existing != null && !Files.exists(existing)) {
        existing = existing.getParent();
      }
      return existing == null ? -1 : Files.getFileStore(existing).getUsableSpace();
    } catch (IOException e) {
      return -1;
    }
  }

  private static String megabytes(long bytes) {
    return bytes >= 1e9
        ? String.format(Locale.ROOT, "%.2f GB", bytes / 1e9)
        : String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }
}
