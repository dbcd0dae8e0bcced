package jsonmark.stats;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;

/**
 * Wall-time statistics of one command over its successful timed runs; failed runs are left out.
 *
 * @param name the command's label
 * @param runs how many timed runs the command had, failed ones included
 * @param succeeded how many of them succeeded, and so were used here
 * @param mean mean wall time in seconds
 * @param stdDev sample standard deviation in seconds, empty for a single run
 * @param median median wall time in seconds
 * @param min fastest run in seconds
 * @param max slowest run in seconds
 * @param linesPerSecond records over the mean time
 * @param megabytesPerSecond data bytes over the mean time, in MB (10^6 bytes) per second
 * @param profile CPU and memory pooled over the successful profiled runs, when profiled
 */
public record CommandStatistics(
    String name,
    int runs,
    int succeeded,
    double mean,
    OptionalDouble stdDev,
    double median,
    double min,
    double max,
    double linesPerSecond,
    double megabytesPerSecond,
    Optional<ProfileSummary> profile) {

  /**
   * The statistics of a command from the wall times and profiles of its successful runs; empty
   * when none succeeded.
   *
   * @param runs how many timed runs there were, failed ones included
   */
  public static Optional<CommandStatistics> of(
      String name, int runs, double[] seconds, List<Profile> profiles, long records, long bytes) {
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
            name,
            runs,
            seconds.length,
            mean,
            stdDev,
            Descriptive.median(seconds),
            Descriptive.min(seconds),
            Descriptive.max(seconds),
            perSecond(records, mean),
            perSecond(bytes / 1e6, mean),
            profiles.isEmpty() ? Optional.empty() : Optional.of(ProfileSummary.pooled(profiles))));
  }

  private static double perSecond(double amount, double seconds) {
    return seconds > 0 ? amount / seconds : Double.NaN;
  }
}
