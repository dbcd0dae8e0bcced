package jsonmark.stats;

import java.util.Arrays;

/**
 * Descriptive statistics of a sample: mean, sample standard deviation, median, extremes and
 * percentiles.
 *
 * <p>Percentiles interpolate linearly between the closest ranks, as numpy's default ({@code
 * method="linear"}, Hyndman and Fan's type 7): for {@code n} sorted values and percentile {@code
 * p}, the rank is {@code h = (n - 1) * p / 100} and the result is {@code x[floor(h)] + (h -
 * floor(h)) * (x[floor(h) + 1] - x[floor(h)])}. So the 50th percentile is the median, the 0th the
 * minimum and the 100th the maximum.
 *
 * <p>Every method requires at least one value and throws {@link IllegalArgumentException}
 * otherwise; the standard deviation requires two.
 */
public final class Descriptive {

  private Descriptive() {}

  public static double mean(double... values) {
    requireValues(values, 1);
    double sum = 0;
    for (double value : values) {
      sum += value;
    }
    return sum / values.length;
  }

  /** The geometric mean of positive values: exp of the mean of their logs. */
  public static double geometricMean(double... values) {
    requireValues(values, 1);
    double logs = 0;
    for (double value : values) {
      logs += Math.log(value);
    }
    return Math.exp(logs / values.length);
  }

  /** The sample standard deviation, with Bessel's correction (divides by {@code n - 1}). */
  public static double standardDeviation(double... values) {
    requireValues(values, 2);
    double mean = mean(values);
    double squares = 0;
    for (double value : values) {
      squares += (value - mean) * (value - mean);
    }
    return Math.sqrt(squares / (values.length - 1));
  }

  public static double median(double... values) {
    return percentile(values, 50);
  }

  public static double min(double... values) {
    requireValues(values, 1);
    return Arrays.stream(values).min().getAsDouble();
  }

  public static double max(double... values) {
    requireValues(values, 1);
    return Arrays.stream(values).max().getAsDouble();
  }

  /** The {@code p}th percentile, {@code 0 <= p <= 100}, by linear interpolation (see above). */
  public static double percentile(double[] values, double p) {
    requireValues(values, 1);
    if (!(p >= 0 && p <= 100)) {
      throw new IllegalArgumentException("percentile must be within [0, 100]: " + p);
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double rank = (sorted.length - 1) * p / 100;
    int lower = (int) Math.floor(rank);
    int upper = Math.min(lower + 1, sorted.length - 1);
    return sorted[lower] + (rank - lower) * (sorted[upper] - sorted[lower]);
  }

  private static void requireValues(double[] values, int atLeast) {
    if (values.length < atLeast) {
      throw new IllegalArgumentException(
          "needs at least " + atLeast + " value(s), got " + values.length);
    }
  }
}
