package jsonmark.stats;

import java.util.OptionalDouble;

/**
 * How many times longer one command takes than another, from paired runs, with a 95 %
 * confidence interval: a Student t-interval of the per-pair log-ratios, taken back out of logs.
 *
 * <p>With pairs {@code (a_i, b_i)} (the two commands' times in round {@code i}), {@code d_i =
 * ln(a_i / b_i)}; with mean {@code m}, sample standard deviation {@code s} and {@code n} pairs,
 * the ratio is {@code exp(m)} (the geometric mean of the per-round ratios) and the interval is
 * {@code exp(m ± t(0.975, n - 1) * s / sqrt(n))}. Pairing takes out what the two runs of one
 * round share (a burst of load that lands on both), and logs make the interval symmetric for
 * "2 times slower" and "2 times faster". The difference is significant exactly when the interval
 * does not contain 1. With fewer than two pairs there is no interval.
 *
 * @param ratio the geometric mean of a's time over b's, per pair
 * @param low the lower end of the 95 % interval, empty below two pairs
 * @param high the upper end, empty below two pairs
 * @param pairs how many pairs it is computed from
 */
public record RatioInterval(double ratio, OptionalDouble low, OptionalDouble high, int pairs) {

  /** A command against itself: exactly 1, no interval needed. */
  public static RatioInterval identity(int pairs) {
    return new RatioInterval(1, OptionalDouble.of(1), OptionalDouble.of(1), pairs);
  }

  /**
   * The ratio of {@code a} over {@code b}, pair by pair; both arrays have the same length, at
   * least one, and only positive values.
   */
  public static RatioInterval paired(double[] a, double[] b) {
    if (a.length != b.length || a.length == 0) {
      throw new IllegalArgumentException("needs as many values of a as of b, at least one: "
          + a.length + ", " + b.length);
    }
    double[] logs = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      if (!(a[i] > 0 && b[i] > 0)) {
        throw new IllegalArgumentException("times must be positive: " + a[i] + ", " + b[i]);
      }
      logs[i] = Math.log(a[i] / b[i]);
    }
    double mean = Descriptive.mean(logs);
    if (logs.length < 2) {
      return new RatioInterval(Math.exp(mean), OptionalDouble.empty(), OptionalDouble.empty(), 1);
    }
    double halfWidth =
        tQuantile(logs.length - 1) * Descriptive.standardDeviation(logs) / Math.sqrt(logs.length);
    return new RatioInterval(Math.exp(mean), OptionalDouble.of(Math.exp(mean - halfWidth)),
        OptionalDouble.of(Math.exp(mean + halfWidth)), logs.length);
  }

  /** The two-sided 95 % quantile of Student's t with {@code df} degrees of freedom. */
  static double tQuantile(int df) {
    return Confidence.student(df);
  }

  /** Whether there is an interval at all (two pairs or more). */
  public boolean known() {
    return low.isPresent();
  }

  /** Whether the interval excludes 1: the two differ. False when there is no interval. */
  public boolean significant() {
    return known() && (low.getAsDouble() > 1 || high.getAsDouble() < 1);
  }

  /**
   * The interval's larger distance from the ratio, as a share of the ratio in %: how precise the
   * comparison is ({@code --precision}); empty without an interval.
   */
  public OptionalDouble halfWidthPercent() {
    if (!known()) {
      return OptionalDouble.empty();
    }
    double up = high.getAsDouble() / ratio - 1;
    double down = 1 - low.getAsDouble() / ratio;
    return OptionalDouble.of(100 * Math.max(up, down));
  }

  /** The same comparison the other way round: b over a. */
  public RatioInterval inverse() {
    return new RatioInterval(1 / ratio,
        high.isPresent() ? OptionalDouble.of(1 / high.getAsDouble()) : OptionalDouble.empty(),
        low.isPresent() ? OptionalDouble.of(1 / low.getAsDouble()) : OptionalDouble.empty(),
        pairs);
  }
}
