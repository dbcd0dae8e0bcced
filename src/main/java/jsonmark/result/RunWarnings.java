package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Descriptive;
import jsonmark.stats.Outliers;
import jsonmark.stats.Startup;

/**
 * Warnings about how far a command's timings can be trusted, from its successful runs: a first
 * run much slower than the rest (cold caches: suggests {@code --warmup}), or outliers among the
 * runs (a noisy machine: suggests more {@code --runs}). See {@link Outliers} for the method.
 */
public final class RunWarnings {

  private RunWarnings() {}

  /** The warnings for {@code result}, empty when it has fewer than three successful runs. */
  public static List<String> of(CommandResult result) {
    double[] seconds =
        result.runs().stream().filter(RunResult::ok).mapToDouble(RunResult::seconds).toArray();
    List<String> warnings = new ArrayList<>();
    if (Outliers.firstIsSlow(seconds)) {
      warnings.add(
          String.format(
              Locale.ROOT,
              "the first run of %s was much slower than the rest (%.3f s, median %.3f s): caches"
                  + " were probably cold, consider --warmup 1",
              result.name(),
              seconds[0],
              Descriptive.median(seconds)));
    } else if (Outliers.count(seconds) > 0) {
      warnings.add(
          String.format(
              Locale.ROOT,
              "runs spread widely for %s (%d of %d runs are outliers, from %.3f s to %.3f s): the"
                  + " machine may be busy, consider more --runs or a quieter system",
              result.name(),
              Outliers.count(seconds),
              seconds.length,
              Descriptive.min(seconds),
              Descriptive.max(seconds)));
    }
    return warnings;
  }

  /**
   * The warning for a start-up too close to the command's mean time to take out of it (see
   * {@link Startup}), where the parse MB/s reads n/a; empty otherwise.
   */
  public static List<String> startup(
      CommandResult result, Startup startup, Optional<CommandStatistics> statistics) {
    if (!startup.tooClose() || statistics.isEmpty()) {
      return List.of();
    }
    String why = startup.noParseRate().get() == Startup.NoParseRate.STARTUP_OVER_HALF
        ? "is over half its mean time"
        : "is within the noise of its mean time";
    return List.of(
        String.format(
            Locale.ROOT,
            "the start-up of %s (%.3f s on an empty file) %s (%.3f s), so its parse MB/s is"
                + " n/a: use a larger file (--records)",
            result.name(),
            startup.seconds().getAsDouble(),
            why,
            statistics.get().mean()));
  }
}
