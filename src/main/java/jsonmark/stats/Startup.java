package jsonmark.stats;

import java.util.OptionalDouble;

/**
 * A command's start-up cost, measured on an empty data file, and the parsing throughput that is
 * left once it is taken out of the whole-process time.
 *
 * <p>The start-up is the mean of the start-up runs, and unknown (never 0) when any of them
 * failed. The parsing throughput is {@code bytes / (mean - startup)} in MB (10^6 bytes) per
 * second; it is unknown when the start-up is, and when the start-up is not shorter than the mean
 * time (the file is too small to see past the start-up), where the quotient would be negative or
 * infinite.
 *
 * @param seconds the mean start-up time, empty when it is not known
 * @param stdDev the sample standard deviation of the start-up runs, empty below two runs
 * @param parsingMegabytesPerSecond data MB over (mean time - start-up), empty when not meaningful
 */
public record Startup(
    OptionalDouble seconds, OptionalDouble stdDev, OptionalDouble parsingMegabytesPerSecond) {

  /** No start-up runs, or a failed one: nothing is known. */
  public static Startup unknown() {
    return new Startup(OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty());
  }

  /**
   * The start-up of a command from the times of its start-up runs.
   *
   * @param startupSeconds the times of the start-up runs, all successful
   * @param anyFailed whether a start-up run failed, which makes the start-up unknown
   * @param meanSeconds the command's mean whole-process time, empty when no timed run passed
   * @param bytes the data file's size
   */
  public static Startup of(
      double[] startupSeconds, boolean anyFailed, OptionalDouble meanSeconds, long bytes) {
    if (anyFailed || startupSeconds.length == 0) {
      return unknown();
    }
    double startup = Descriptive.mean(startupSeconds);
    OptionalDouble stdDev =
        startupSeconds.length > 1
            ? OptionalDouble.of(Descriptive.standardDeviation(startupSeconds))
            : OptionalDouble.empty();
    OptionalDouble rate = OptionalDouble.empty();
    if (meanSeconds.isPresent() && meanSeconds.getAsDouble() > startup) {
      rate = OptionalDouble.of(bytes / 1e6 / (meanSeconds.getAsDouble() - startup));
    }
    return new Startup(OptionalDouble.of(startup), stdDev, rate);
  }

  /** Whether the start-up is known but not shorter than {@code meanSeconds}: no rate is left. */
  public boolean exceeds(OptionalDouble meanSeconds) {
    return seconds.isPresent()
        && meanSeconds.isPresent()
        && seconds.getAsDouble() >= meanSeconds.getAsDouble();
  }
}
