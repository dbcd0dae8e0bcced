package jsonmark.stats.changes;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Student's two-sample t-test (pooled variance, as Otava's {@code ttest_ind_from_stats}) between
 * two adjacent stretches of a series of logs, with what the merge pass weighs.
 *
 * @param meanBefore the mean log of {@code [from, at)}
 * @param meanAfter the mean log of {@code [at, to)}
 * @param pValue two-sided; 1 with no degree of freedom; 0 or 1 when both sides are constant
 * @param spread the larger range (max - min of the logs) of the two sides
 */
record Sides(double meanBefore, double meanAfter, double pValue, double spread) {

  static Sides of(double[] logs, int from, int at, int to) {
    int n1 = at - from;
    int n2 = to - at;
    double m1 = mean(logs, from, at);
    double m2 = mean(logs, at, to);
    double squares = squares(logs, from, at, m1) + squares(logs, at, to, m2);
    double spread = Math.max(range(logs, from, at), range(logs, at, to));
    int df = n1 + n2 - 2;
    if (df <= 0) {
      return new Sides(m1, m2, 1, spread);
    }
    double standardError = Math.sqrt(squares / df * (1.0 / n1 + 1.0 / n2));
    if (standardError == 0) {
      // Both sides constant: any difference is certain, none is none.
      return new Sides(m1, m2, m1 == m2 ? 1 : 0, spread);
    }
    double t = Math.abs(m2 - m1) / standardError;
    double p = 2 * new TDistribution(null, df).cumulativeProbability(-t);
    return new Sides(m1, m2, Math.min(1, p), spread);
  }

  /** {@code exp(meanAfter - meanBefore) - 1}: the change of the geometric mean. */
  double relativeChange() {
    return Math.exp(meanAfter - meanBefore) - 1;
  }

  /** Otava's magnitude: the larger of the forward and the backward relative change. */
  double magnitude() {
    double ratio = Math.exp(meanAfter - meanBefore);
    return Math.max(Math.abs(ratio - 1), Math.abs(1 / ratio - 1));
  }

  /** The step between the two means, in logs, over the larger spread of the two sides. */
  double stepBeyondSpread() {
    return Math.abs(meanAfter - meanBefore) - spread;
  }

  private static double mean(double[] logs, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += logs[i];
    }
    return sum / (to - from);
  }

  private static double squares(double[] logs, int from, int to, double mean) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += (logs[i] - mean) * (logs[i] - mean);
    }
    return sum;
  }

  private static double range(double[] logs, int from, int to) {
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    for (int i = from; i < to; i++) {
      min = Math.min(min, logs[i]);
      max = Math.max(max, logs[i]);
    }
    return max - min;
  }
}
