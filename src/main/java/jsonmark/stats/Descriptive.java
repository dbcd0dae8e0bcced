package jsonmark.stats;

import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.moment.GeometricMean;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;

/**
 * Descriptive statistics of a sample (mean, sample standard deviation, median, extremes and
 * percentiles), computed by commons-math3.
 *
 * <p>Percentiles interpolate linearly between the closest ranks, as numpy's default ({@code
 * method="linear"}, Hyndman and Fan's type 7, commons-math3's {@link EstimationType#R_7}): for
 * {@code n} sorted values and percentile {@code p}, the rank is {@code h = (n - 1) * p / 100} and
 * the result is {@code x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)])}. So the
 * 50th percentile is the median, the 0th the minimum and the 100th the maximum.
 *
 * <p>Every method requires at least one value and throws {@link IllegalArgumentException}
 * otherwise; the standard deviation requires two.
 */
public final class Descriptive {

  private Descriptive() {}

  public static double mean(double... values) {
    requireValues(values, 1);
    return StatUtils.mean(values);
  }

  /** The geometric mean of positive values: exp of the mean of their logs. */
  public static double geometricMean(double... values) {
    requireValues(values, 1);
    return new GeometricMean().evaluate(values);
  }

  /** The sample variance, with Bessel's correction (divides by {@code n - 1}). */
  public static double variance(double... values) {
    requireValues(values, 2);
    return StatUtils.variance(values);
  }

  /** The sample standard deviation, with Bessel's correction (divides by {@code n - 1}). */
  public static double standardDeviation(double... values) {
    requireValues(values, 2);
    return new StandardDeviation(true).evaluate(values);
  }

  public static double median(double... values) {
    return percentile(values, 50);
  }

  public static double min(double... values) {
    requireValues(values, 1);
    return StatUtils.min(values);
  }

  public static double max(double... values) {
    requireValues(values, 1);
    return StatUtils.max(values);
  }

  /** The {@code p}th percentile, {@code 0 <= p <= 100}, by linear interpolation (see above). */
  public static double percentile(double[] values, double p) {
    requireValues(values, 1);
    if (!(p >= 0 && p <= 100)) {
      throw new IllegalArgumentException("percentile must be within [0, 100]: " + p);
    }
    // commons-math3 takes p in (0, 100]; type 7's 0th percentile is the minimum.
    return p == 0 ? min(values)
        : new Percentile().withEstimationType(EstimationType.R_7).evaluate(values, p);
  }

  private static void requireValues(double[] values, int atLeast) {
    if (values.length < atLeast) {
      throw new IllegalArgumentException(
          "needs at least " + atLeast + " value(s), got " + values.length);
    }
  }
}
