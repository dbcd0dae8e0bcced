package jsonmark.stats.changes;

import jsonmark.stats.Descriptive;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The gate over history: a new value held against its series' recent points (those since the
 * last change point, the last N of them), not against one previous run.
 *
 * <p>Timed values, on logs: Student's t prediction interval for one new point,
 * {@code mean ± t(0.995, n-1) · sd · sqrt(1 + 1/n)}, back in seconds. Exact counts: the range of
 * the recent counts, their spread. Either way a value is a regression only when it is above the
 * range and more than {@code failPercent} higher than the recent mean (an improvement the other
 * way round), and the gate says {@code TOO_NOISY} rather than judge when half the range is wider
 * than {@code failPercent}: a history that spreads that much cannot tell such a change from noise.
 */
public final class HistoryGate {

  /** The prediction interval's confidence. */
  public static final double CONFIDENCE = 0.99;

  /** The fewest recent points the gate judges on by default: issue 47's N of at least 10. */
  public static final int DEFAULT_MIN_POINTS = 10;

  private HistoryGate() {}

  /**
   * The verdict on {@code value} against {@code recent}.
   *
   * @param recent the series' points since its last change point, the last N, each above 0
   * @param value the new run's value, above 0
   * @param exact whether the series is of exact counts
   * @param failPercent the change, in %, that fails the gate (0 or more)
   * @param minPoints the fewest recent points to gate on (at least 2)
   */
  public static GateVerdict check(double[] recent, double value, boolean exact,
      double failPercent, int minPoints) {
    validate(recent, value, failPercent, minPoints);
    int n = recent.length;
    if (n == 0) {
      return new GateVerdict(GateVerdict.Kind.TOO_FEW_POINTS, Double.NaN, Double.NaN,
          Double.NaN, 0);
    }
    double mean = exact ? Descriptive.mean(recent) : Descriptive.geometricMean(recent);
    double changePercent = (value / mean - 1) * 100;
    if (n < minPoints) {
      return new GateVerdict(GateVerdict.Kind.TOO_FEW_POINTS, Double.NaN, Double.NaN,
          changePercent, n);
    }
    Range range = range(recent, mean, exact);
    double lower = range.lower();
    double upper = range.upper();
    double halfWidthPercent = range.halfWidthPercent();
    GateVerdict.Kind kind;
    if (halfWidthPercent > failPercent) {
      kind = GateVerdict.Kind.TOO_NOISY;
    } else if (value > upper && changePercent > failPercent) {
      kind = GateVerdict.Kind.REGRESSION;
    } else if (value < lower && changePercent < -failPercent) {
      kind = GateVerdict.Kind.IMPROVEMENT;
    } else {
      kind = GateVerdict.Kind.WITHIN;
    }
    return new GateVerdict(kind, lower, upper, changePercent, n);
  }

  /**
   * Half the range a new point of the series lands in, in % of the recent mean: half the 99 %
   * prediction interval for timed values, half the range of exact counts; what {@link #check}
   * calls too noisy above {@code failPercent}, and what {@code compare} takes as a row's noise
   * floor.
   *
   * @param recent at least 2 recent points, each above 0
   */
  public static double spreadPercent(double[] recent, boolean exact) {
    if (recent == null || recent.length < 2) {
      throw new IllegalArgumentException("a spread needs at least 2 recent points");
    }
    validate(recent, 1, 0, 2);
    double mean = exact ? Descriptive.mean(recent) : Descriptive.geometricMean(recent);
    return range(recent, mean, exact).halfWidthPercent();
  }

  /** The range a new point is held against, and half its width in % of {@code mean}. */
  private record Range(double lower, double upper, double halfWidthPercent) {}

  private static Range range(double[] recent, double mean, boolean exact) {
    int n = recent.length;
    if (exact) {
      double lower = Descriptive.min(recent);
      double upper = Descriptive.max(recent);
      return new Range(lower, upper, (upper - lower) / 2 / mean * 100);
    }
    double[] logs = new double[n];
    for (int i = 0; i < n; i++) {
      logs[i] = Math.log(recent[i]);
    }
    double quantile = new TDistribution(null, n - 1)
        .inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    double half = quantile * Descriptive.standardDeviation(logs) * Math.sqrt(1 + 1.0 / n);
    return new Range(mean * Math.exp(-half), mean * Math.exp(half), (Math.exp(half) - 1) * 100);
  }

  private static void validate(double[] recent, double value, double failPercent,
      int minPoints) {
    if (recent == null) {
      throw new IllegalArgumentException("no recent points to gate on");
    }
    if (!(failPercent >= 0) || Double.isInfinite(failPercent)) {
      throw new IllegalArgumentException("the regression threshold is " + failPercent
          + " %; give a percentage of 0 or more, such as 5");
    }
    if (minPoints < 2) {
      throw new IllegalArgumentException("the gate needs at least 2 recent points to measure "
          + "their spread, not " + minPoints);
    }
    if (!(value > 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException("the value to gate is " + value
          + "; give a finite value above 0 (a time or a count)");
    }
    for (int i = 0; i < recent.length; i++) {
      if (!(recent[i] > 0) || Double.isInfinite(recent[i])) {
        throw new IllegalArgumentException("recent point " + i + " is " + recent[i]
            + "; give finite values above 0 (times or counts)");
      }
    }
  }
}
