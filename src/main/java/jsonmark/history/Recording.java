package jsonmark.history;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import jsonmark.log.Log;
import jsonmark.report.Report;

/**
 * Records a finished run's results folders into the history, as the last step of a run: its
 * folder is the source of truth, so a store that is refused, locked, corrupt, full or
 * unreachable costs one line on standard error and never the folder or the run's exit status.
 */
public final class Recording {

  private Recording() {}

  /**
   * Records the runs in {@code written} into {@code location}, saying in one line if it can't;
   * a folder's run in {@code reports} is taken from there, as written, not read back.
   */
  public static void record(StoreLocation location, List<Path> written,
      Map<Path, Report> reports, Log log) {
    // A folder removed because nothing was measured in it has nothing to record.
    List<Path> folders = written.stream().filter(java.nio.file.Files::isDirectory).toList();
    if (folders.isEmpty()) {
      return;
    }
    long start = System.nanoTime();
    try (HistoryStore store = HistoryStore.open(location)) {
      long opened = System.nanoTime();
      Imported imported = Importer.run(store, folders, reports);
      // bench/history-cost.sh reads this line: the cost of recording, without the JVM's start.
      log.debug(String.format(java.util.Locale.ROOT, "History %s: %s; opened in %.1f ms,"
          + " written in %.1f ms", location.shown(), imported.sentence(),
          (opened - start) / 1e6, (System.nanoTime() - opened) / 1e6));
      imported.problems().forEach(p -> log.warn("not recorded in the history: " + p));
    } catch (StoreException e) {
      log.warn(e.getMessage() + "; the results are intact: import them later with jsonmark"
          + " history import " + String.join(" ", folders.stream().map(Path::toString)
          .toList()));
      log.debug(e);
    }
  }
}
