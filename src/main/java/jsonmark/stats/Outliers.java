package jsonmark.stats;

/**
 * Outlier detection by modified Z-scores (Iglewicz and Hoaglin, 1993), made to work with the
 * three to five runs typical here.
 *
 * <p>The score of {@code x} is {@code (x - median) / MAD}, where MAD is the median absolute
 * deviation from the median; Iglewicz and Hoaglin's modified Z is {@code 0.6745} times it, and
 * they call a value an outlier above {@code 3.5}, so {@link #THRESHOLD} is {@code 3.5 / 0.6745}
 * MADs. When the MAD is zero (at least half the values are equal) it is replaced by the smallest
 * positive double, so that every value off the median scores as far out.
 *
 * <p>With three runs the MAD is simply the smaller of two gaps, so any run off a tight pair
 * scores far out, and hyperfine's wider threshold (ten robust standard deviations) missed a run
 * twice as slow as the others (0.243, 0.260, 0.474 s). So the score uses the textbook threshold,
 * and a value also has to lie more than {@link #MIN_RELATIVE_DEVIATION} of the median away from
 * it: 0.264 s against 0.249 s (6 %) is ordinary noise, not worth a warning.
 */
public final class Outliers {

  /** Scores above this (in magnitude, in MADs) are outliers: a modified Z above 3.5. */
  public static final double THRESHOLD = 3.5 / 0.6745;

  /** Deviations from the median below this fraction of it are never outliers. */
  public static final double MIN_RELATIVE_DEVIATION = 0.10;

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
