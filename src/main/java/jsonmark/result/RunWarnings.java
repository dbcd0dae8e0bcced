package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
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
   * The warning for a start-up that is not shorter than the command's mean time, where the
   * parsing throughput would be negative or infinite and so reads n/a; empty otherwise.
   */
  public static List<String> startup(CommandResult result, Startup startup, OptionalDouble mean) {
    if (!startup.exceeds(mean)) {
      return List.of();
    }
    return List.of(
        String.format(
            Locale.ROOT,
            "the start-up of %s (%.3f s on an empty file) is not shorter than its mean time"
                + " (%.3f s), so its MB/s is n/a: use a larger file (--records)",
            result.name(),
            startup.seconds().getAsDouble(),
            mean.getAsDouble()));
  }
}
