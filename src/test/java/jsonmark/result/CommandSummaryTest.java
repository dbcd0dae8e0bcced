package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.Startup;
import org.junit.jupiter.api.Test;

class CommandSummaryTest {

  static RunResult ok(int run, double seconds) {
    return new RunResult(run, seconds, 0, Optional.of("42"), true, Optional.empty(),
        Optional.empty(), Optional.empty(), Contention.NONE, List.of());
  }

  static RunResult failed(int run, double seconds) {
    return failed(run, seconds, "exited with status 1");
  }

  static RunResult failed(int run, double seconds, String why) {
    return new RunResult(run, seconds, 1, Optional.empty(), false, Optional.of(why),
        Optional.empty(), Optional.empty(), Contention.NONE, List.of());
  }

  private static CommandSummary summary(CommandResult result, long records, long bytes) {
    return Summaries.of(List.of(result), records, bytes, Optional.empty(),
        OptionalDouble.empty()).get(0);
  }

  private static List<CommandSummary> summaries(Optional<String> baseline,
      CommandResult... results) {
    return Summaries.of(List.of(results), 10, 1000, baseline, OptionalDouble.empty());
  }

  @Test
  void summarisesOnlyTheCountedRunsAndCountsEveryKind() {
    RunResult setAside = ok(3, 9.0).withCpuWait(new jsonmark.stats.CpuWait(OptionalDouble.of(1),
        OptionalDouble.empty(), OptionalDouble.empty(), 9.0, Optional.empty(),
        OptionalDouble.empty(), OptionalDouble.empty()), Contention.SET_ASIDE);
    CommandResult result = new CommandResult("fast", "fast $FILENAME",
        List.of(ok(1, 2.0), failed(2, 0.1), setAside, ok(3, 4.0)));

    CommandSummary summary = summary(result, 1_000_000, 330_000_000);
    CommandStatistics stats = summary.statistics().orElseThrow();

    assertThat(summary.counts()).isEqualTo(new Counts(2, 1, 1, 3));
    assertThat(stats.mean()).isEqualTo(3.0);
    assertThat(stats.stdDev().getAsDouble()).isCloseTo(Math.sqrt(2), within(1e-12));
    assertThat(stats.median()).isEqualTo(3.0);
    assertThat(stats.min()).isEqualTo(2.0);
    assertThat(stats.max()).isEqualTo(4.0);
    assertThat(stats.linesPerSecond()).isCloseTo(333_333.333, within(1e-3));
    assertThat(stats.megabytesPerSecond()).isCloseTo(110.0, within(1e-9));
    assertThat(summary.profile()).isEmpty();
    assertThat(summary.failure()).hasValue("exited with status 1 in 1 of 3 runs");
  }

  @Test
  void hasNoDeviationForASingleRun() {
    CommandResult result = new CommandResult("fast", "fast $FILENAME", List.of(ok(1, 2.0)));

    assertThat(summary(result, 10, 10).statistics().orElseThrow().stdDev()).isEmpty();
  }

  @Test
  void isEmptyWhenEveryRunFailed() {
    CommandResult result = new CommandResult("fast", "fast $FILENAME", List.of(failed(1, 1.0)));

    assertThat(summary(result, 10, 10).statistics()).isEmpty();
  }

  @Test
  void poolsTheSamplesOfProfiledRuns() {
    Profile first =
        new Profile(
            List.of(new Sample(0.05, 100, 10, 1), new Sample(0.10, 50, 20, 1)),
            0.075, 0.1, OptionalDouble.of(25));
    Profile second =
        new Profile(List.of(new Sample(0.05, 150, 30, 2)), 0.075, 0.05, OptionalDouble.empty());
    CommandResult result = new CommandResult("fast", "f", false,
        List.of(ok(1, 0.1), ok(2, 0.05)), List.of(Optional.of(first), Optional.of(second)),
        List.of(), List.of(), Optional.empty());

    ProfileSummary profile = summary(result, 10, 10).profile().orElseThrow();

    assertThat(profile.cpuMax()).isEqualTo(150.0);
    assertThat(profile.cpuP50()).isEqualTo(100.0);
    assertThat(profile.memMax()).isEqualTo(30.0);
    assertThat(profile.peakRssMiB()).hasValue(25.0);
    assertThat(profile.cpuSeconds()).isCloseTo(0.075, within(1e-12));
    assertThat(profile.samples()).isEqualTo(3);
  }

  @Test
  void aStartupLongerThanTheRunReadsNotAvailableAndWarns() {
    CommandResult result =
        new CommandResult(
            "fast", "fast $FILENAME", List.of(ok(1, 0.2), ok(2, 0.2)), List.of(),
            List.of(ok(1, 0.3), ok(2, 0.3)));

    CommandSummary summary = summary(result, 10, 1000);

    assertThat(summary.startup().seconds().getAsDouble()).isCloseTo(0.3, within(1e-12));
    assertThat(summary.startup().parseMegabytesPerSecond()).isEmpty();
    assertThat(summary.warnings())
        .containsExactly(Warning.about("fast", new Warning.StartupTooClose(
            summary.startup().seconds().getAsDouble(), summary.statistics().orElseThrow().mean(),
            Startup.NoParseRate.STARTUP_OVER_HALF)));
  }

  @Test
  void anOutlierThatNoWaitExplainsIsToldAsAnUnsteadyMachineOnce() {
    List<RunResult> runs = new java.util.ArrayList<>();
    double[] seconds = {1.0, 1.0, 1.0, 1.0, 2.0};
    for (int i = 0; i < seconds.length; i++) {
      runs.add(ok(i + 1, seconds[i]).withCpuWait(new jsonmark.stats.CpuWait(
          OptionalDouble.of(0), OptionalDouble.empty(), OptionalDouble.empty(), seconds[i],
          Optional.empty(), OptionalDouble.empty(), OptionalDouble.empty()), Contention.NONE));
    }
    CommandResult result = new CommandResult("fast", "fast $FILENAME", runs);

    List<Warning> warnings = summary(result, 10, 1000).warnings();

    // Without the wait figures the same runs are outliers; with them, the machine is unsteady.
    assertThat(RunWarnings.of("fast", runs).stream().map(Warning::kind))
        .containsExactly(Warning.Kind.OUTLIERS);
    assertThat(warnings.stream().map(Warning::kind)).containsExactly(Warning.Kind.UNSTEADY);
  }

  @Test
  void aFailedStartupRunLeavesTheCommandPassingWithAnUnknownStartup() {
    CommandResult result =
        new CommandResult(
            "fast", "fast $FILENAME", List.of(ok(1, 2.0)), List.of(), List.of(failed(1, 0.1)));

    CommandSummary summary = summary(result, 10, 1000);

    assertThat(summary.ok()).isTrue();
    assertThat(summary.startup().seconds()).isEmpty();
    assertThat(summary.warnings()).isEmpty();
  }

  static CommandResult timed(String name, double... seconds) {
    List<RunResult> runs = new java.util.ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(ok(i + 1, seconds[i]));
    }
    return new CommandResult(name, name, runs);
  }

  @Test
  void percentTimeIsAgainstTheNamedBaselineWithItsPairedInterval() {
    List<CommandSummary> summaries = summaries(Optional.of("b"), timed("a", 2.0, 4.0),
        timed("b", 1.0, 2.0));
    assertThat(summaries.get(1).relative().get().percent()).isEqualTo(100.0);
    assertThat(summaries.get(1).relative().get().lowPercent()).isEmpty();
    jsonmark.stats.Relative a = summaries.get(0).relative().get();
    assertThat(a.percent()).isCloseTo(200.0, within(1e-9));
    assertThat(a.lowPercent().getAsDouble())
        .isCloseTo(200.0, within(1e-9));
    assertThat(a.significant()).isTrue();
  }

  @Test
  void withoutABaselineTheFastestCommandIsIt() {
    List<CommandSummary> summaries = summaries(Optional.empty(), timed("a", 2.0, 4.0),
        timed("b", 1.0, 2.0));
    assertThat(summaries.get(1).relative().get().percent()).isEqualTo(100.0);
    assertThat(summaries.get(0).relative().get().percent())
        .isCloseTo(200.0, within(1e-9));
  }

  @Test
  void aBaselineThatFailedEverywhereGivesNoPercentRatherThanFallingBack() {
    CommandResult broken = new CommandResult("x", "x", List.of(failed(1, 0.1)));
    List<CommandSummary> summaries = summaries(Optional.of("x"), timed("a", 2.0, 4.0), broken);
    assertThat(summaries.get(0).relative()).isEmpty();
    assertThat(Summaries.baseline(List.of(timed("a", 2.0), broken), Optional.of("x"))
        .get().name()).isEqualTo("x");
  }

  @Test
  void aCommandsFailureIsOneSentenceWithItsRunsCounted() {
    CommandResult same = new CommandResult("bad", "bad", List.of(
        failed(1, 0.2, "printed 'no checksum here' (expected 71701)"),
        failed(2, 0.2, "printed 'no checksum here' (expected 71701)")));
    CommandResult mixed = new CommandResult("odd", "odd", List.of(ok(1, 1.0),
        failed(2, 0.2, "exited with status 3"), ok(3, 1.0),
        failed(4, 1.0, "timed out after 1 s (its process tree was killed)")));

    assertThat(summary(same, 10, 10).failure())
        .hasValue("printed 'no checksum here' in 2 of 2 runs (expected 71701)");
    assertThat(summary(mixed, 10, 10).failure()).hasValue("failed 2 of 4 runs: exited with"
        + " status 3 in run 2; timed out after 1 s in run 4 (its process tree was killed)");
    assertThat(summary(timed("fine", 1.0), 10, 10).failure()).isEmpty();
  }
}
