package jsonmark.stats;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Wall-time statistics of one command over its counted timed runs (those that passed and were
 * not set aside).
 *
 * @param mean mean wall time in seconds
 * @param stdDev sample standard deviation in seconds, empty for a single run
 * @param median median wall time in seconds
 * @param min fastest run in seconds
 * @param max slowest run in seconds
 * @param linesPerSecond records over the mean time
 * @param megabytesPerSecond data bytes over the mean time, in MB (10^6 bytes) per second
 * @param userSeconds the mean user CPU time of the whole tree, where every counted run has it
 * @param systemSeconds the mean system CPU time of the whole tree, likewise
 */
public record CommandStatistics(
    @JsonProperty("mean_s") double mean,
    @JsonProperty("std_dev_s") OptionalDouble stdDev,
    @JsonProperty("median_s") double median,
    @JsonProperty("min_s") double min,
    @JsonProperty("max_s") double max,
    @JsonProperty("lines_per_s") double linesPerSecond,
    @JsonProperty("mb_per_s") double megabytesPerSecond,
    @JsonProperty("user_s") OptionalDouble userSeconds,
    @JsonProperty("system_s") OptionalDouble systemSeconds) {

  /** The statistics of the counted runs' wall times; empty when there is none. */
  public static Optional<CommandStatistics> of(double[] seconds, long records, long bytes) {
    return of(seconds, new double[0], new double[0], records, bytes);
  }

  /**
   * The same, with the tree's user and system CPU times of the runs where they are known: their
   * means are given only when every run has them.
   */
  public static Optional<CommandStatistics> of(double[] seconds, double[] user, double[] system,
      long records, long bytes) {
    if (seconds.length == 0) {
      return Optional.empty();
    }
    double mean = Descriptive.mean(seconds);
    OptionalDouble stdDev =
        seconds.length > 1
            ? OptionalDouble.of(Descriptive.standardDeviation(seconds))
            : OptionalDouble.empty();
    return Optional.of(
        new CommandStatistics(
            mean,
            stdDev,
            Descriptive.median(seconds),
            Descriptive.min(seconds),
            Descriptive.max(seconds),
            perSecond(records, mean),
            perSecond(bytes / 1e6, mean),
            everyRun(user, seconds.length),
            everyRun(system, seconds.length)));
  }

  private static OptionalDouble everyRun(double[] values, int runs) {
    return values.length == runs ? OptionalDouble.of(Descriptive.mean(values))
        : OptionalDouble.empty();
  }

  private static double perSecond(double amount, double seconds) {
    return seconds > 0 ? amount / seconds : Double.NaN;
  }
}
