package jsonmark.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.history.CompareFloors;
import jsonmark.history.Gate;
import jsonmark.history.HistoryStore;
import jsonmark.history.Importer;
import jsonmark.history.RunEntry;
import jsonmark.history.StoreException;
import jsonmark.history.StoreLocation;
import jsonmark.log.Log;
import jsonmark.log.OneLine;
import jsonmark.report.Numbers;
import jsonmark.stats.NoiseFloors;

/**
 * Where {@code compare} takes its rows' noise floors from: the history store, read only (a
 * store that does not exist is not created), unless --noise-threshold was given or
 * --no-history; a store that cannot be read costs one WARN line and every row keeps the
 * threshold.
 */
final class CompareHistory {

  private CompareHistory() {}

  /**
   * @param location the store, empty under --no-history
   * @param folders the compared folders, the base first
   * @param given whether the user gave --noise-threshold, which then wins over the history
   */
  static NoiseFloors floors(Optional<StoreLocation> location, List<Path> folders,
      double threshold, boolean given, Log log) {
    NoiseFloors fixed = NoiseFloors.fixed(threshold, given);
    if (given || location.isEmpty() || folders.isEmpty()
        || location.get().file().filter(f -> !Files.isRegularFile(f)).isPresent()) {
      return fixed;
    }
    // Problems reading a folder are compare's to say, as it reads them itself.
    List<String> ignored = new ArrayList<>();
    List<RunEntry> base = Importer.entries(List.of(folders.get(0)), ignored);
    if (base.isEmpty()) {
      return fixed;
    }
    List<RunEntry> compared = Importer.entries(folders, ignored);
    try (HistoryStore store = HistoryStore.open(location.get())) {
      return CompareFloors.of(store, base, compared, fixed.threshold(),
          Gate.DEFAULT_MIN_POINTS, Gate.DEFAULT_WINDOW);
    } catch (StoreException | RuntimeException e) {
      log.warn("no noise floor from the history " + location.get().shown() + ": "
          + OneLine.escaped(String.valueOf(e.getMessage())) + "; every row takes"
          + " --noise-threshold " + Numbers.plain(threshold) + " %");
      log.debug(e);
      return fixed;
    }
  }
}
