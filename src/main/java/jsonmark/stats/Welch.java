package jsonmark.stats;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Welch's t-test on log-times, and the 95 % interval of the change it implies.
 *
 * <p>Why this test: run times are few (3 to 10 a command) and skewed to the right (a run can only
 * be slowed down), and what a user asks is a ratio ("20 % slower"). On the logarithms of the
 * times a ratio becomes a difference and the skew mostly goes, so Welch's t (which does not
 * assume equal variances) fits, and it works from two runs a side. Mann–Whitney U needs no
 * normality but cannot reach p &lt; 0.05 with three runs a side (its smallest two-sided p is then
 * 0.1), and its interval is not one of the ratio. The change is the ratio of the geometric means
 * minus one; its interval is {@code exp(d ± t·se)} on the difference {@code d} of the mean
 * log-times, so it is asymmetric in percent, and it excludes 0 exactly when p &lt; 0.05.
 */
public final class Welch {

  private Welch() {}

  /**
   * A change from an old sample to a new one.
   *
   * @param ratio new over old, of the geometric means
   * @param low the interval's lower end, as a ratio
   * @param high the interval's upper end, as a ratio
   * @param p the two-sided p-value of "no change"
   * @param logDifference the difference of the mean log-times
   * @param standardError the standard error of that difference
   * @param degreesOfFreedom Welch–Satterthwaite's; infinite when both variances are 0
   */
  public record Change(double ratio, double low, double high, double p, double logDifference,
      double standardError, double degreesOfFreedom) {

    public double percent() {
      return (ratio - 1) * 100;
    }

    public double lowPercent() {
      return (low - 1) * 100;
    }

    public double highPercent() {
      return (high - 1) * 100;
    }
  }

  /** The change from {@code old} to {@code now}; empty unless each has at least two times. */
  public static Optional<Change> change(double[] old, double[] now) {
    if (old.length < 2 || now.length < 2) {
      return Optional.empty();
    }
    double[] x = logs(old);
    double[] y = logs(now);
    double vx = Descriptive.variance(x) / x.length;
    double vy = Descriptive.variance(y) / y.length;
    double df = (vx + vy) * (vx + vy)
        / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1));
    return Optional.of(of(Descriptive.mean(y) - Descriptive.mean(x), Math.sqrt(vx + vy), df));
  }

  /**
   * The change of the geometric mean over several commands: the mean of their log differences,
   * its variance the sum of theirs over k², its degrees of freedom by Welch–Satterthwaite again.
   */
  public static Optional<Change> combined(List<Change> changes) {
    if (changes.isEmpty()) {
      return Optional.empty();
    }
    int k = changes.size();
    double d = 0;
    double variance = 0;
    double denominator = 0;
    for (Change c : changes) {
      double v = c.standardError() * c.standardError() / ((double) k * k);
      d += c.logDifference() / k;
      variance += v;
      denominator += Double.isInfinite(c.degreesOfFreedom()) ? 0 : v * v / c.degreesOfFreedom();
    }
    double df = denominator == 0 ? Double.POSITIVE_INFINITY : variance * variance / denominator;
    return Optional.of(of(d, Math.sqrt(variance), df));
  }

  /**
   * The change of a command net of the host's change between the same two runs ({@code host},
   * the reference workload's): {@code d − d_host}, its variance the sum of both, its degrees of
   * freedom by Welch–Satterthwaite. Right when the command slowed with the host in proportion.
   */
  public static Change net(Change command, Change host) {
    return joined(command.logDifference() - host.logDifference(), command, host);
  }

  private static Change joined(double d, Change a, Change b) {
    double va = a.standardError() * a.standardError();
    double vb = b.standardError() * b.standardError();
    double denominator = (Double.isInfinite(a.degreesOfFreedom()) ? 0
        : va * va / a.degreesOfFreedom())
        + (Double.isInfinite(b.degreesOfFreedom()) ? 0 : vb * vb / b.degreesOfFreedom());
    double df = denominator == 0 ? Double.POSITIVE_INFINITY : (va + vb) * (va + vb) / denominator;
    return of(d, Math.sqrt(va + vb), df);
  }

  private static Change of(double d, double se, double df) {
    if (se == 0) {
      // Every time identical on each side: no spread to weigh the difference against.
      double p = d == 0 ? 1 : 0;
      return new Change(Math.exp(d), Math.exp(d), Math.exp(d), p, d, 0,
          Double.POSITIVE_INFINITY);
    }
    double t = d / se;
    double quantile;
    double p;
    if (Double.isInfinite(df) || df > 1e7) {
      // No finite degrees of freedom: the normal limit of Student's t.
      quantile = Confidence.normal();
      p = 2 * new NormalDistribution(null, 0, 1).cumulativeProbability(-Math.abs(t));
    } else {
      quantile = Confidence.student(df);
      p = 2 * new TDistribution(null, df).cumulativeProbability(-Math.abs(t));
    }
    return new Change(Math.exp(d), Math.exp(d - quantile * se), Math.exp(d + quantile * se),
        Math.min(1, p), d, se, df);
  }

  /**
   * Half the width of the 95 % interval of the (arithmetic) mean of {@code runs} times whose
   * sample standard deviation is {@code standardDeviation}, Student's t with n − 1 degrees of
   * freedom; NaN below two times (no deviation).
   */
  public static double meanHalfWidth(OptionalDouble standardDeviation, int runs) {
    if (runs < 2 || standardDeviation.isEmpty()) {
      return Double.NaN;
    }
    return Confidence.student(runs - 1) * standardDeviation.getAsDouble() / Math.sqrt(runs);
  }

  private static double[] logs(double[] times) {
    double[] logs = new double[times.length];
    for (int i = 0; i < times.length; i++) {
      logs[i] = Math.log(times[i]);
    }
    return logs;
  }
}
