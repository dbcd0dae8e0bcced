package jsonmark.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.report.Fixtures;
import jsonmark.report.Results;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;

/**
 * A report's runs made {@code factor} times shorter, each profiled as the profiler samples a short
 * run at 50 ms: a sample per interval boundary, the last one at the exit (stretched over a tail
 * shorter than half an interval), so a run of 0.05 to 0.15 s has one to three samples.
 */
final class ShortRuns {

  private static final double INTERVAL = 0.05;

  private ShortRuns() {}

  static Results of(Results results, double factor) {
    List<CommandResult> commands = new ArrayList<>();
    for (CommandResult command : Fixtures.raw(results)) {
      List<RunResult> runs = new ArrayList<>();
      List<Optional<Profile>> samples = new ArrayList<>();
      for (int i = 0; i < command.runs().size(); i++) {
        RunResult run = command.runs().get(i);
        double seconds = run.seconds() / factor;
        double peak = command.samples().get(i).flatMap(p -> p.samples().stream()
            .map(Sample::rssMiB).max(Double::compare)).orElse(10.0);
        Optional<Profile> profile = Optional.of(profile(seconds, peak, run.run()));
        samples.add(profile);
        runs.add(run.ok() ? Fixtures.ok(run.run(), seconds, profile, List.of())
            : Fixtures.failed(run.run(), seconds, run.exitCode(), run.failure().get()));
      }
      commands.add(new CommandResult(command.name(), command.command(), command.shell(), runs,
          samples, command.warmupFailures(), command.startupRuns(), command.values()));
    }
    return Fixtures.with(results, commands);
  }

  /** Memory rising to {@code peak} over the first sample, CPU near one core, varying by run. */
  private static Profile profile(double seconds, double peak, int run) {
    List<Sample> samples = new ArrayList<>();
    for (double t = INTERVAL; t < seconds - INTERVAL / 2; t += INTERVAL) {
      samples.add(new Sample(t, 95 + 4 * run, peak * Math.min(1, t / 0.1), 1));
    }
    samples.add(new Sample(seconds, 80 + 10 * run, peak, 1));
    return new Profile(samples, seconds, seconds, OptionalDouble.of(peak));
  }
}
