package jsonmark.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.profile.Profile;
import jsonmark.result.CommandSummary;

/**
 * What a benchmark's result files are made from: its {@link Report} (what summary.json holds),
 * and each profiled run's samples, which only the samples files and the CPU and memory charts
 * show.
 *
 * @param report the results
 * @param samples each command's samples by name, one entry per run at the index of its runs
 */
public record Results(Report report, Map<String, List<Optional<Profile>>> samples) {

  public Results {
    samples = Map.copyOf(samples);
  }

  /** Results without samples: nothing was profiled, or they were not kept (an old folder). */
  public static Results of(Report report) {
    return new Results(report, Map.of());
  }

  /** The samples of {@code command}'s run at {@code index} of its runs, if it was profiled. */
  public Optional<Profile> samples(CommandSummary command, int index) {
    List<Optional<Profile>> runs = samples.get(command.name());
    return runs == null || index >= runs.size() ? Optional.empty() : runs.get(index);
  }
}
