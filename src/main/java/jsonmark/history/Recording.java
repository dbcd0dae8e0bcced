package jsonmark.history;

import java.nio.file.Path;
import java.util.List;
import jsonmark.log.Log;

/**
 * Records a finished run's results folders into the history, as the last step of a run: its
 * folder is the source of truth, so a store that is refused, locked, corrupt, full or
 * unreachable costs one line on standard error and never the folder or the run's exit status.
 */
public final class Recording {

  private Recording() {}

  /** Records the runs in {@code folders} into {@code location}, saying in one line if it can't. */
  public static void record(StoreLocation location, List<Path> folders, Log log) {
    if (folders.isEmpty()) {
      return;
    }
    try (HistoryStore store = HistoryStore.open(location)) {
      Imported imported = Importer.run(store, folders);
      log.debug("History " + location.shown() + ": " + imported.sentence());
      imported.problems().forEach(p -> log.warn("not recorded in the history: " + p));
    } catch (StoreException e) {
      log.warn(e.getMessage() + "; the results are intact: import them later with jsonmark"
          + " history import " + String.join(" ", folders.stream().map(Path::toString)
          .toList()));
      log.debug(e);
    }
  }
}
