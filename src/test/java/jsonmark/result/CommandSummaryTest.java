package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Startup;
import org.junit.jupiter.api.Test;

class CommandSummaryTest {

  static RunResult ok(int run, double seconds) {
    return new RunResult(
        "fast", "fast $FILENAME", run, seconds, 0, Optional.of("42"), true, Optional.empty(),
        Optional.empty());
  }

  static RunResult failed(int run, double seconds) {
    return new RunResult(
        "fast", "fast $FILENAME", run, seconds, 1, Optional.empty(), false,
        Optional.of("exit status 1"), Optional.empty());
  }

  @Test
  void summarisesOnlyTheSuccessfulRuns() {
    CommandResult result =
        new CommandResult(
            "fast", "fast $FILENAME", List.of(ok(1, 2.0), failed(2, 0.1), ok(3, 4.0)));

    CommandStatistics stats = statisticsOf(result, 1_000_000, 330_000_000).orElseThrow();

    assertThat(stats.runs()).isEqualTo(3);
    assertThat(stats.succeeded()).isEqualTo(2);
    assertThat(stats.mean()).isEqualTo(3.0);
    assertThat(stats.stdDev().getAsDouble()).isCloseTo(Math.sqrt(2), within(1e-12));
    assertThat(stats.median()).isEqualTo(3.0);
    assertThat(stats.min()).isEqualTo(2.0);
    assertThat(stats.max()).isEqualTo(4.0);
    assertThat(stats.linesPerSecond()).isCloseTo(333_333.333, within(1e-3));
    assertThat(stats.megabytesPerSecond()).isCloseTo(110.0, within(1e-9));
    assertThat(stats.profile()).isEmpty();
  }

  @Test
  void hasNoDeviationForASingleRun() {
    CommandResult result = new CommandResult("fast", "fast $FILENAME", List.of(ok(1, 2.0)));

    assertThat(statisticsOf(result, 10, 10).orElseThrow().stdDev()).isEmpty();
  }

  @Test
  void isEmptyWhenEveryRunFailed() {
    CommandResult result = new CommandResult("fast", "fast $FILENAME", List.of(failed(1, 1.0)));

    assertThat(statisticsOf(result, 10, 10)).isEmpty();
  }

  @Test
  void poolsTheSamplesOfProfiledRuns() {
    Profile first =
        new Profile(
            List.of(new Sample(0.05, 100, 10, 1), new Sample(0.10, 50, 20, 1)),
            0.075, 0.1, OptionalDouble.of(25));
    Profile second =
        new Profile(List.of(new Sample(0.05, 150, 30, 2)), 0.075, 0.05, OptionalDouble.empty());
    RunResult one = withProfile(ok(1, 0.1), first);
    RunResult two = withProfile(ok(2, 0.05), second);

    CommandStatistics stats =
        statisticsOf(new CommandResult("fast", "f", List.of(one, two)), 10, 10)
            .orElseThrow();

    var profile = stats.profile().orElseThrow();
    assertThat(profile.cpuMax()).isEqualTo(150.0);
    assertThat(profile.cpuP50()).isEqualTo(100.0);
    assertThat(profile.memMax()).isEqualTo(30.0);
    assertThat(profile.peakRssMiB()).hasValue(25.0);
    assertThat(profile.cpuSeconds()).isCloseTo(0.075, within(1e-12));
  }

  static RunResult withProfile(RunResult run, Profile profile) {
    return new RunResult(
        run.name(), run.command(), run.run(), run.seconds(), run.exitCode(), run.checksum(),
        run.checksumOk(), run.failure(), Optional.of(profile));
  }

  private static java.util.Optional<CommandStatistics> statisticsOf(
      CommandResult result, long records, long bytes) {
    return CommandSummary.of(List.of(result), records, bytes).get(0).statistics();
  }

  @Test
  void aStartupLongerThanTheRunReadsNotAvailableAndWarns() {
    CommandResult result =
        new CommandResult(
            "fast", "fast $FILENAME", List.of(ok(1, 0.2), ok(2, 0.2)), List.of(),
            List.of(ok(1, 0.3), ok(2, 0.3)));

    CommandSummary summary = CommandSummary.of(List.of(result), 10, 1000).get(0);

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

    List<Warning> warnings = CommandSummary.of(List.of(result), 10, 1000).get(0).warnings();

    // Without the wait figures the same runs are outliers; with them, the machine is unsteady.
    assertThat(RunWarnings.of(result).stream().map(Warning::kind))
        .containsExactly(Warning.Kind.OUTLIERS);
    assertThat(warnings.stream().map(Warning::kind)).containsExactly(Warning.Kind.UNSTEADY);
  }

  @Test
  void aFailedStartupRunLeavesTheCommandPassingWithAnUnknownStartup() {
    CommandResult result =
        new CommandResult(
            "fast", "fast $FILENAME", List.of(ok(1, 2.0)), List.of(), List.of(failed(1, 0.1)));

    CommandSummary summary = CommandSummary.of(List.of(result), 10, 1000).get(0);

    assertThat(result.ok()).isTrue();
    assertThat(summary.startup().seconds()).isEmpty();
    assertThat(summary.warnings()).isEmpty();
  }

  static CommandResult timed(String name, double... seconds) {
    List<RunResult> runs = new java.util.ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(new RunResult(name, name, i + 1, seconds[i], 0, Optional.of("1"), true,
          Optional.empty(), Optional.empty()));
    }
    return new CommandResult(name, name, runs);
  }

  @Test
  void percentTimeIsAgainstTheNamedBaselineWithItsPairedInterval() {
    List<CommandSummary> summaries = CommandSummary.of(
        List.of(timed("a", 2.0, 4.0), timed("b", 1.0, 2.0)), 10, 1000, Optional.of("b"));
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
    List<CommandSummary> summaries = CommandSummary.of(
        List.of(timed("a", 2.0, 4.0), timed("b", 1.0, 2.0)), 10, 1000);
    assertThat(summaries.get(1).relative().get().percent()).isEqualTo(100.0);
    assertThat(summaries.get(0).relative().get().percent())
        .isCloseTo(200.0, within(1e-9));
  }

  @Test
  void aBaselineThatFailedEverywhereGivesNoPercentRatherThanFallingBack() {
    CommandResult broken = new CommandResult("x", "x", List.of(failed(1, 0.1)));
    List<CommandSummary> summaries = CommandSummary.of(
        List.of(timed("a", 2.0, 4.0), broken), 10, 1000, Optional.of("x"));
    assertThat(summaries.get(0).relative()).isEmpty();
    assertThat(CommandSummary.baseline(List.of(timed("a", 2.0), broken), Optional.of("x"))
        .get().name()).isEqualTo("x");
  }
}
