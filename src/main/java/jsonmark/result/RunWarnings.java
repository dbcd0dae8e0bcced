package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Descriptive;
import jsonmark.stats.Outliers;
import jsonmark.stats.Startup;

/**
 * Warnings about how far a command's timings can be trusted, from its counted runs: a first
 * run much slower than the rest (cold caches: suggests {@code --warmup}), or outliers among the
 * runs (a noisy machine: suggests more {@code --runs}). See {@link Outliers} for the method.
 */
public final class RunWarnings {

  private RunWarnings() {}

  /** The warnings for the command {@code name}'s {@code runs}, empty when it has fewer than three successful runs. */
  public static List<Warning> of(String name, List<RunResult> runs) {
    double[] seconds =
        runs.stream().filter(RunResult::counted).mapToDouble(RunResult::seconds).toArray();
    List<Warning> warnings = new ArrayList<>();
    if (Outliers.firstIsSlow(seconds)) {
      warnings.add(Warning.about(name,
          new Warning.SlowFirstRun(seconds[0], Descriptive.median(seconds))));
    } else if (Outliers.count(seconds) > 0) {
      warnings.add(Warning.about(name, new Warning.Outliers(Outliers.count(seconds),
          seconds.length, Descriptive.min(seconds), Descriptive.max(seconds))));
    }
    List<RunResult> unproven = runs.stream().filter(RunResult::counted)
        .filter(r -> r.readNotProven().isPresent()).toList();
    if (!unproven.isEmpty()) {
      warnings.add(Warning.about(name, new Warning.ReadNotProven(unproven.size(),
          seconds.length, unproven.get(0).readNotProven().get())));
    }
    return warnings;
  }

  /**
   * The warning for a start-up too close to the command's mean time to take out of it (see
   * {@link Startup}), where the parse MB/s reads n/a; empty otherwise.
   */
  public static List<Warning> startup(
      String name, Startup startup, Optional<CommandStatistics> statistics) {
    if (!startup.tooClose() || statistics.isEmpty()) {
      return List.of();
    }
    return List.of(Warning.about(name, new Warning.StartupTooClose(
        startup.seconds().getAsDouble(), statistics.get().mean(), startup.noParseRate().get())));
  }
}
