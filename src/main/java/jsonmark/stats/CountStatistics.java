package jsonmark.stats;

import java.util.Arrays;
import java.util.Collection;
import java.util.LongSummaryStatistics;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Instruction-count statistics of one command over its counted runs, computed once for every
 * format: the mean, the spread and whether it is exact ({@link Spread}), the start-up's count
 * (measured on the empty file, like its time) and the count per record and per byte once the
 * start-up is taken out, and the ratio against the baseline.
 *
 * @param mean the mean count of its counted runs
 * @param min the lowest
 * @param max the highest
 * @param runs how many counted runs had a count
 * @param spreadPercent {@code (max - min) / min} in %
 * @param exact whether the spread is within {@link Spread#EXACT_PERCENT}; empty (null in
 *     summary.json) for one run, which cannot show it
 * @param startup the mean count of its start-up runs, empty when not measured or one failed
 * @param perRecord {@code (mean - startup) / records}, or {@code mean / records} without a start-up
 * @param perByte the same per byte of input
 * @param relative its count against the baseline's, empty when the baseline has none
 */
public record CountStatistics(
    double mean,
    long min,
    long max,
    int runs,
    double spreadPercent,
    Optional<Boolean> exact,
    OptionalDouble startup,
    double perRecord,
    double perByte,
    Optional<CountRatio> relative) {

  /**
   * The statistics of {@code counts}, empty when there is none.
   *
   * @param startups the counts of its start-up runs, empty when it has none or one failed
   */
  public static Optional<CountStatistics> of(
      long[] counts, long[] startups, long records, long bytes) {
    if (counts.length == 0) {
      return Optional.empty();
    }
    LongSummaryStatistics s = Arrays.stream(counts).summaryStatistics();
    OptionalDouble startup = Arrays.stream(startups).average();
    double net = s.getAverage() - startup.orElse(0);
    double spread = Spread.percent(s.getMin(), s.getMax());
    return Optional.of(new CountStatistics(s.getAverage(), s.getMin(), s.getMax(), counts.length,
        spread, Spread.exact(counts.length, spread), startup, records > 0 ? net / records : 0,
        bytes > 0 ? net / bytes : 0, Optional.empty()));
  }

  /** Whether its counts are shown to spread past the exact threshold (two runs or more). */
  public boolean notExact() {
    return exact.isPresent() && !exact.get();
  }

  /** Whether it has one run only, whose exactness is unknown. */
  public boolean exactUnknown() {
    return exact.isEmpty();
  }

  /**
   * Whether counts of {@code all} are compared per record: every one's start-up was counted and
   * is below each of its runs, so that taking it out leaves what the records cost.
   */
  public static boolean perRecord(Collection<CountStatistics> all) {
    return all.stream().allMatch(s -> s.startup.isPresent() && s.min > s.startup.getAsDouble());
  }

  /**
   * The figure counts are ranked by: the mean less the start-up when {@code perRecord} (which
   * orders as the count per record does), else the mean in all.
   */
  public double ranked(boolean perRecord) {
    return perRecord ? mean - startup.getAsDouble() : mean;
  }

  /** These statistics with their ratio against the baseline. */
  public CountStatistics against(CountRatio ratio) {
    return new CountStatistics(mean, min, max, runs, spreadPercent, exact, startup, perRecord,
        perByte, Optional.of(ratio));
  }
}
