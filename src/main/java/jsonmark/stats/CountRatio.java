package jsonmark.stats;

import java.util.LongSummaryStatistics;

/**
 * One command's instruction count over another's: the ratio of their means, and an interval
 * that holds every ratio between a run of one and a run of the other, widened on each side by
 * {@link Spread#EXACT_PERCENT} (the resolution within which counts are called equal). The two
 * differ only when that interval excludes 1: "no difference" is then exactly "within the
 * spread measured, or within the resolution".
 *
 * @param ratio the mean count over the other's mean count
 * @param low the lowest ratio between their runs, less the resolution
 * @param high the highest, plus the resolution
 */
public record CountRatio(double ratio, double low, double high) {

  /** A command against itself: exactly 1, its interval nothing but the resolution. */
  public static CountRatio same() {
    return new CountRatio(1, 1 - Spread.EXACT_PERCENT / 100, 1 + Spread.EXACT_PERCENT / 100);
  }

  /** The counts {@code of} over the counts {@code against}; both non-empty and positive. */
  public static CountRatio of(long[] of, long[] against) {
    LongSummaryStatistics a = java.util.Arrays.stream(of).summaryStatistics();
    LongSummaryStatistics b = java.util.Arrays.stream(against).summaryStatistics();
    if (a.getCount() == 0 || b.getCount() == 0 || a.getMin() <= 0 || b.getMin() <= 0) {
      throw new IllegalArgumentException("a ratio needs positive counts on both sides");
    }
    return between(a.getAverage(), a.getMin(), a.getMax(), b.getAverage(), b.getMin(),
        b.getMax());
  }

  /**
   * The same from each side's mean, lowest and highest count: also for counts less their
   * start-up ({@code count - startup}, per record once divided), which must all be positive.
   */
  public static CountRatio between(double meanA, double minA, double maxA, double meanB,
      double minB, double maxB) {
    double resolution = Spread.EXACT_PERCENT / 100;
    return new CountRatio(meanA / meanB, minA / maxB * (1 - resolution),
        maxA / minB * (1 + resolution));
  }

  /** Whether the two differ: the interval excludes 1. */
  public boolean significant() {
    return low > 1 || high < 1;
  }

  /** The change in %, {@code +2.0} for 2 % more instructions. */
  public double changePercent() {
    return 100 * (ratio - 1);
  }
}
