package jsonmark.report.export;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.exec.TreeCpu;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.Measure;
import jsonmark.result.RunResult;
import jsonmark.stats.ProfileSummary;

/**
 * Reports for the export tests: one counted in instructions, and one timed as hyperfine times
 * on Linux (wall, user and system time, peak memory), with a --name and a parameter.
 */
final class ExportFixtures {

  private ExportFixtures() {}

  /** Two commands counted under --measure instructions: 1000, 1000 and 1500, 1510. */
  static Report instructions() {
    ReportOptions o = Fixtures.options();
    ReportOptions counting = new ReportOptions(o.dataFile(), o.dataSha256(), o.budget(),
        o.warmup(), false, o.intervalMs(), o.timeoutS(), 0, o.order(), o.seed(),
        Optional.empty(), o.maxWaitPercent(), o.sort(), Measure.INSTRUCTIONS);
    return Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1000, 330_000,
        -123_456_789, Instant.parse("2024-05-06T07:08:09Z"), counting, Fixtures.environment(),
        List.of(counted("lean", 1_000_000_000, 1_000_000_000),
            counted("heavy", 1_500_000_000, 1_510_000_000)))
        .withState(jsonmark.result.RunState.COMPLETE);
  }

  private static CommandResult counted(String name, long first, long second) {
    RunResult one = Fixtures.ok(1, 9.5, Optional.empty(), List.of()).withInstructions(first);
    RunResult two = Fixtures.ok(2, 9.7, Optional.empty(), List.of()).withInstructions(second);
    return new CommandResult(name, "./" + name + " $FILENAME", List.of(one, two));
  }

  /**
   * Two commands timed twice each on Linux: {@code ./parse $FILENAME} under its own text (no
   * --name) and, with the parameter {@code n = 2}, {@code ./parse -n 2 $FILENAME} named {@code
   * parse-2}; every run with its tree's user and system time and a peak of 20 or 30 MiB.
   */
  static Report timedOnLinux() {
    CommandResult plain = new CommandResult("./parse $FILENAME", "./parse $FILENAME", false,
        List.of(linux(1, 0.5, 0.375, 0.125, 20), linux(2, 0.75, 0.5, 0.25, 20)),
        List.of(peak(20), peak(20)), List.of(), List.of(), Optional.empty(), Map.of());
    CommandResult two = new CommandResult("parse-2", "./parse -n 2 $FILENAME", false,
        List.of(linux(1, 1.0, 0.75, 0.125, 30), linux(2, 1.25, 1.0, 0.25, 30)),
        List.of(peak(30), peak(30)), List.of(), List.of(), Optional.empty(), Map.of("n", "2"));
    return Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1000, 330_000,
        -123_456_789, Instant.parse("2024-05-06T07:08:09.750Z"), Fixtures.options(),
        Fixtures.environment(), List.of(plain, two))
        .withState(jsonmark.result.RunState.COMPLETE);
  }

  private static RunResult linux(int round, double seconds, double user, double system,
      double peakMib) {
    return new RunResult(round, seconds, 0, Optional.of("-123456789"), true, Optional.empty(),
        peak(peakMib).map(ProfileSummary::of), Optional.empty(),
        Optional.of(new TreeCpu(user, system)),
        Contention.NONE, Optional.empty(), List.of());
  }

  /** A profile whose peak resident memory is {@code mib}. */
  private static Optional<Profile> peak(double mib) {
    return Optional.of(new Profile(List.of(new Sample(0.05, 100, mib - 1, 1)), 0.4, 0.5,
        OptionalDouble.of(mib)));
  }
}
