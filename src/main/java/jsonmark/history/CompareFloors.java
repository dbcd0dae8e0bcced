package jsonmark.history;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import jsonmark.report.Numbers;
import jsonmark.stats.NoiseFloor;
import jsonmark.stats.NoiseFloors;
import jsonmark.stats.changes.HistoryGate;

/**
 * {@code compare}'s noise floors from the history: for each timed command of the base folder,
 * its series' between-run spread ({@link HistoryGate#spreadPercent}) over the complete runs
 * held against a new one as {@link Gate} selects them (since the last confirmed change point,
 * the last {@code window}), taken before the newest compared run and without the compared
 * runs themselves, so that a change never widens its own floor. A series with fewer than
 * {@code minPoints} such runs keeps the threshold.
 */
public final class CompareFloors {

  private CompareFloors() {}

  /**
   * @param base the base folder's runs
   * @param compared every compared folder's runs, the base's among them
   * @param threshold the fixed --noise-threshold, for the rows without enough history
   */
  public static NoiseFloors of(HistoryStore store, List<RunEntry> base, List<RunEntry> compared,
      NoiseFloor threshold, int minPoints, int window) throws StoreException {
    Set<String> runs = compared.stream().map(e -> e.run().runId()).collect(Collectors.toSet());
    Instant newest = compared.stream().map(e -> e.run().startedAt()).max(Instant::compareTo)
        .orElse(Instant.MAX);
    Map<String, NoiseFloor> floors = new HashMap<>();
    for (RunEntry entry : base) {
      for (Point point : entry.points()) {
        if (!point.series().measure().equals("time")) {
          continue; // counts have their own rule: the exact threshold
        }
        List<StoredPoint> earlier = HistoryQueries.earlier(store, point.series().id(),
            newest, entry.run().runId()).stream()
            .filter(p -> !runs.contains(p.run().runId())).toList();
        List<StoredPoint> recent = Gate.recent(earlier, false, window);
        if (recent.size() >= minPoints) {
          double spread = HistoryGate.spreadPercent(
              recent.stream().mapToDouble(StoredPoint::value).toArray(), false);
          floors.put(NoiseFloors.key(entry.run().benchmark(), point.series().commandName()),
              NoiseFloor.history(Numbers.rounded(spread, 3), recent.size()));
        }
      }
    }
    return new NoiseFloors(threshold, floors);
  }
}
