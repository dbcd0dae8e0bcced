package jsonmark.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/** The one confidence level of every interval the product shows, and its two-sided quantiles. */
public final class Confidence {

  /** The confidence of every interval shown. */
  public static final double LEVEL = 0.95;

  private Confidence() {}

  /** The two-sided quantile of Student's t with {@code df} degrees of freedom at {@link #LEVEL}. */
  public static double student(double df) {
    return new TDistribution(null, df).inverseCumulativeProbability(upper());
  }

  /** The two-sided quantile of the standard normal at {@link #LEVEL}: t's infinite-df limit. */
  public static double normal() {
    return new NormalDistribution(null, 0, 1).inverseCumulativeProbability(upper());
  }

  private static double upper() {
    return 0.5 + LEVEL / 2;
  }
}
