package jsonmark.history;

import java.util.ArrayList;
import java.util.List;
import jsonmark.report.ReadableTime;
import jsonmark.stats.changes.ChangePoint;
import jsonmark.stats.changes.ChangePointOptions;
import jsonmark.stats.changes.ChangePoints;
import jsonmark.stats.changes.HistoryGate;

/**
 * {@code jsonmark history check}: each figure of a new run against its own series' recent
 * history on the same machine fingerprint: the complete runs before it, since the series' last
 * confirmed change point, the last {@code window} of them, through {@link HistoryGate}.
 *
 * @param failPercent the change, in %, that fails the gate
 * @param minPoints the fewest recent points to gate on
 * @param window the most recent points to gate on
 */
public record Gate(double failPercent, int minPoints, int window) {

  /** The default fewest points: issue 47's N of at least 10. */
  public static final int DEFAULT_MIN_POINTS = 10;

  /** The default most points: enough for a steady interval, short enough to follow drift. */
  public static final int DEFAULT_WINDOW = 30;

  /** The verdicts on {@code entry}'s figures. */
  public List<Verdict> check(HistoryStore store, RunEntry entry) throws StoreException {
    List<Verdict> verdicts = new ArrayList<>();
    for (Point point : entry.points()) {
      List<StoredPoint> earlier = HistoryQueries.earlier(store, point.series().id(),
          entry.run().startedAt(), entry.run().runId());
      int start = regimeStart(earlier, point.exact());
      List<StoredPoint> recent = last(earlier.subList(start, earlier.size()), window);
      double[] values = recent.stream().mapToDouble(StoredPoint::value).toArray();
      String since = start == 0 ? "the first run"
          : "the change point of " + ReadableTime.of(earlier.get(start).run().startedAt());
      verdicts.add(new Verdict(point, HistoryGate.check(values, point.value(), point.exact(),
          failPercent, minPoints), since));
    }
    return verdicts;
  }

  /**
   * What a new point of the series is held against: the points of {@code earlier} since its
   * last confirmed change point, the last {@code window} of them.
   */
  static List<StoredPoint> recent(List<StoredPoint> earlier, boolean exact, int window) {
    return last(earlier.subList(regimeStart(earlier, exact), earlier.size()), window);
  }

  private static List<StoredPoint> last(List<StoredPoint> points, int window) {
    return points.subList(Math.max(0, points.size() - window), points.size());
  }

  /** The index of the first point after the last confirmed change point, 0 without one. */
  private static int regimeStart(List<StoredPoint> earlier, boolean exact) {
    if (earlier.size() < 2) {
      return 0;
    }
    double[] values = earlier.stream().mapToDouble(StoredPoint::value).toArray();
    int start = 0;
    for (ChangePoint point : ChangePoints.find(values, exact, ChangePointOptions.defaults())) {
      if (point.confirmed()) {
        start = point.index();
      }
    }
    return start;
  }
}
