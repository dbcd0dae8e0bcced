package jsonmark.stats.changes;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Change points of one series of a run's values in time order: E-Divisive means with the t-test,
 * as Apache Otava and Hunter find them, on the logs of the values (docs/history.md, "Change
 * points").
 *
 * <p>Timed values: a weak split pass at ten times the p-value, then a merge pass that keeps a
 * point only while its p-value, between its neighbours, passes and its change is larger than the
 * minimum magnitude. Exact counts: the same passes, but a point stands when its step is beyond the
 * series' own spread instead, whatever its size: the difference of the two sides' mean logs must
 * exceed the larger range of the two sides, so over identical counts any nonzero step counts.
 */
public final class ChangePoints {

  private ChangePoints() {}

  /** The change points of {@code values} (each finite and above 0), in index order. */
  public static List<ChangePoint> find(double[] values, boolean exact, ChangePointOptions o) {
    if (o == null) {
      throw new IllegalArgumentException(
          "no change-point options; use ChangePointOptions.defaults()");
    }
    double[] logs = logs(values);
    List<Integer> weak = SplitPass.weakPoints(logs, o.window(), o.weakPValue());
    ToDoubleFunction<Sides> margin =
        exact ? Sides::stepBeyondSpread : s -> s.magnitude() - o.minMagnitude();
    List<ChangePoint> found = new ArrayList<>();
    for (MergePass.Weighed w : MergePass.merge(logs, weak, o.pValue(), margin)) {
      Sides s = w.sides();
      found.add(new ChangePoint(w.index(), Math.exp(s.meanBefore()), Math.exp(s.meanAfter()),
          s.relativeChange(), s.pValue(), values.length - w.index() >= o.confirmAfter()));
    }
    return found;
  }

  private static double[] logs(double[] values) {
    if (values == null) {
      throw new IllegalArgumentException("no series to search for change points");
    }
    double[] logs = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      if (!(values[i] > 0) || Double.isInfinite(values[i])) {
        throw new IllegalArgumentException("point " + i + " of the series is " + values[i]
            + "; change points need finite values above 0 (times or counts)");
      }
      logs[i] = Math.log(values[i]);
    }
    return logs;
  }
}
