package jsonmark.stats.changes;

import java.util.Random;

/** Seeded synthetic series for the change-point tests and the simulation: levels with noise. */
final class SyntheticSeries {

  private SyntheticSeries() {}

  /**
   * {@code lengths[i]} points at {@code levels[i]}, each times {@code exp(sd · z)} for a standard
   * normal z from {@code random}: log-normal noise of about {@code sd} relative spread.
   */
  static double[] timed(Random random, double sd, int[] lengths, double[] levels) {
    int n = 0;
    for (int length : lengths) {
      n += length;
    }
    double[] values = new double[n];
    int i = 0;
    for (int r = 0; r < lengths.length; r++) {
      for (int k = 0; k < lengths[r]; k++) {
        values[i++] = levels[r] * Math.exp(sd * random.nextGaussian());
      }
    }
    return values;
  }

  /** {@code n} points of {@code level} with log-normal noise of {@code sd}. */
  static double[] flat(Random random, double sd, int n, double level) {
    return timed(random, sd, new int[] {n}, new double[] {level});
  }

  /** Counts: {@code lengths[i]} copies of {@code levels[i]}, each rounded to a whole count. */
  static double[] counts(int[] lengths, long[] levels) {
    int n = 0;
    for (int length : lengths) {
      n += length;
    }
    double[] values = new double[n];
    int i = 0;
    for (int r = 0; r < lengths.length; r++) {
      for (int k = 0; k < lengths[r]; k++) {
        values[i++] = levels[r];
      }
    }
    return values;
  }
}
