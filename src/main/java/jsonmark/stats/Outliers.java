package jsonmark.stats;

/**
 * Outlier detection by modified Z-scores, as hyperfine does (Iglewicz and Hoaglin, 1993).
 *
 * <p>The score of {@code x} is {@code (x - median) / MAD}, where MAD is the median absolute
 * deviation from the median. A value is an outlier when its score exceeds {@link #THRESHOLD}
 * in magnitude, that is when it lies more than ten robust standard deviations ({@code 1.4826 *
 * MAD} estimates σ for normal data) from the median. The threshold is hyperfine's: wide, because
 * with the few runs of a benchmark a tighter one flags ordinary noise. When the MAD is zero (at
 * least half the values are equal) it is replaced by the smallest positive double, so that every
 * value off the median is an outlier and the others are not.
 *
 * <p>With the three runs typical here, the MAD is simply the smaller of two gaps, so a run 10 ms
 * off a median that its neighbour matches to 0.5 ms would score as an outlier. A value therefore
 * also has to lie more than {@link #MIN_RELATIVE_DEVIATION} of the median away from it: a
 * smaller difference does not change a comparison and is not worth a warning.
 */
public final class Outliers {

  /** Scores above this (in magnitude) are outliers: 10 robust standard deviations. */
  public static final double THRESHOLD = 1.4826 * 10.0;

  /** Deviations from the median below this fraction of it are never outliers. */
  public static final double MIN_RELATIVE_DEVIATION = 0.05;

  private Outliers() {}

  public static double[] modifiedZScores(double... values) {
    double median = Descriptive.median(values);
    double[] deviations = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      deviations[i] = Math.abs(values[i] - median);
    }
    double mad = Descriptive.median(deviations);
    double divisor = mad > 0 ? mad : Double.MIN_VALUE;
    double[] scores = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      scores[i] = (values[i] - median) / divisor;
    }
    return scores;
  }

  /** How many values are outliers; none among fewer than three values. */
  public static int count(double... values) {
    if (values.length < 3) {
      return 0;
    }
    double[] scores = modifiedZScores(values);
    int outliers = 0;
    for (int i = 0; i < values.length; i++) {
      if (Math.abs(scores[i]) > THRESHOLD && material(values, i)) {
        outliers++;
      }
    }
    return outliers;
  }

  /** Whether the first value is an outlier on the slow side; never among fewer than three. */
  public static boolean firstIsSlow(double... values) {
    return values.length >= 3 && modifiedZScores(values)[0] > THRESHOLD && material(values, 0);
  }

  private static boolean material(double[] values, int index) {
    double median = Descriptive.median(values);
    return Math.abs(values[index] - median) > MIN_RELATIVE_DEVIATION * Math.abs(median);
  }
}
