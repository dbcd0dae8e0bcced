package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalDouble;
import jsonmark.result.Warning;
import jsonmark.stats.Startup;
import org.junit.jupiter.api.Test;

/** Each kind of warning reads as the sentence the terminal, summary.md and report.html show. */
class WarningTextTest {

  private static String text(Warning.Figures figures) {
    return WarningText.of(Warning.about("rust | tail", figures));
  }

  @Test
  void oneKindAboutSeveralCommandsIsOneSentenceNamingThemAll() {
    java.util.List<Warning> busy = java.util.List.of(
        Warning.about("a", new Warning.Busy(12)), Warning.about("b", new Warning.Busy(30)),
        Warning.about("c", new Warning.Busy(7)));
    assertThat(WarningText.grouped(busy)).isEqualTo("runs of a, b and c waited up to 30 % of"
        + " their time for a CPU: another program is using this machine, so their times are"
        + " slower than on a quiet one");
    // One command: the sentence with its figures, as in the files.
    assertThat(WarningText.grouped(busy.subList(0, 1))).isEqualTo(WarningText.of(busy.get(0)));
  }

  @Test
  void everyKindHasASentenceForSeveralCommands() {
    java.util.List<Warning.Figures> one = java.util.List.of(new Warning.SlowFirstRun(1, 0.5),
        new Warning.Outliers(1, 5, 0.2, 0.5),
        new Warning.StartupTooClose(0.3, 0.2, Startup.NoParseRate.STARTUP_OVER_HALF),
        new Warning.KeptBusy(2, 5), new Warning.Busy(20), new Warning.CpuWaitUnavailable("no"),
        new Warning.PrecisionNotReached("a", OptionalDouble.of(12), 5),
        new Warning.Unsteady(20, 5, 1), new Warning.ReadNotProven(1, 5, "mapped"));
    assertThat(one).extracting(Warning.Figures::kind)
        .containsExactlyInAnyOrder(Warning.Kind.values());
    for (Warning.Figures figures : one) {
      assertThat(WarningText.grouped(java.util.List.of(Warning.about("x", figures),
          Warning.about("y", figures)))).as(figures.kind().code()).contains("x and y");
    }
  }

  @Test
  void aSlowFirstRunSuggestsAWarmUp() {
    assertThat(text(new Warning.SlowFirstRun(1.62, 1.05))).isEqualTo("the first run of rust |"
        + " tail was much slower than the rest (1.620 s, median 1.050 s): caches were probably"
        + " cold, consider --warmup 1");
  }

  @Test
  void outliersSuggestMoreRuns() {
    assertThat(text(new Warning.Outliers(1, 5, 0.29, 0.5))).isEqualTo("runs spread widely for"
        + " rust | tail (1 of 5 runs are outliers, from 0.290 s to 0.500 s): the machine may be"
        + " busy, consider more --runs or a quieter system");
  }

  @Test
  void aStartupTooCloseToTheMeanSaysWhichWayItIsTooClose() {
    assertThat(text(new Warning.StartupTooClose(0.3, 0.2, Startup.NoParseRate.STARTUP_OVER_HALF)))
        .isEqualTo("the start-up of rust | tail (0.300 s on an empty file) is over half its mean"
            + " time (0.200 s), so its parse MB/s is n/a: use a larger file (--records)");
    assertThat(text(new Warning.StartupTooClose(0.1, 0.1004, Startup.NoParseRate.WITHIN_NOISE)))
        .isEqualTo("the start-up of rust | tail (0.100 s on an empty file) is within the noise"
            + " of its mean time (0.100 s), so its parse MB/s is n/a: use a larger file"
            + " (--records)");
  }

  @Test
  void aMachineThatStayedBusySaysWhetherItsKeptRunsWereRunAgainAsTheyWere() {
    assertThat(text(new Warning.KeptBusy(2, 5))).isEqualTo("the machine stayed busy: 2 of"
        + " 5 runs of rust | tail waited more than --max-wait for a CPU after every re-run;"
        + " they count, but were measured on a busy machine");
    assertThat(text(new Warning.KeptBusy(2, 5, 0L))).isEqualTo("the machine stayed busy: 2 of"
        + " 5 runs of rust | tail waited more than --max-wait for a CPU and were not run again:"
        + " re-running had stopped, for the machine had stayed busy through earlier re-runs;"
        + " they count, but were measured on a busy machine");
    assertThat(text(new Warning.KeptBusy(3, 5, 1L))).isEqualTo("the machine stayed busy: 3 of"
        + " 5 runs of rust | tail waited more than --max-wait for a CPU, 1 after every re-run, 2"
        + " not run again once re-running had stopped; they count, but were measured on a busy"
        + " machine");
  }

  @Test
  void aBusyMachineGivesTheShareOfTimeWaitedInWholePercent() {
    assertThat(text(new Warning.Busy(7.6))).isEqualTo("runs of rust | tail waited 8 % of their"
        + " time for a CPU: another program is using this machine, so its times are slower than"
        + " on a quiet one");
  }

  @Test
  void anUnavailableCpuWaitSaysWhy() {
    assertThat(text(new Warning.CpuWaitUnavailable("no /proc/<pid>/schedstat")))
        .isEqualTo("CPU wait of rust | tail is n/a: no /proc/<pid>/schedstat");
  }

  @Test
  void aPrecisionNotReachedGivesTheWidthOrSaysItIsUnknown() {
    assertThat(text(new Warning.PrecisionNotReached("a", OptionalDouble.of(25.44), 10)))
        .isEqualTo("--precision not reached: the 95 % interval of rust | tail against the"
            + " fastest, a, is ±25.4 %, wider than ±10 %, when --max-time or the most rounds ran"
            + " out");
    assertThat(text(new Warning.PrecisionNotReached("a", OptionalDouble.empty(), 2.5)))
        .isEqualTo("--precision not reached: the 95 % interval of rust | tail against the"
            + " fastest, a, is unknown, wider than ±2.5 %, when --max-time or the most rounds ran"
            + " out");
  }

  @Test
  void anUnsteadyMachineIsToldApartFromABusyOne() {
    assertThat(text(new Warning.Unsteady(19.26, 5, 0.031)))
        .isEqualTo("runs of rust | tail spread ±19.3 % (5 runs) though they waited only 0.0 %"
            + " of their time for a CPU: the machine's own speed varied (a virtual machine on a"
            + " shared host, frequency scaling, heat) or the program's does; its intervals are"
            + " wide for that reason, and --precision adds rounds until they narrow");
  }

  @Test
  void aWarningAboutNoOneCommandIsAboutEveryCommand() {
    assertThat(WarningText.of(new Warning(java.util.Optional.empty(), new Warning.Busy(12))))
        .startsWith("runs of every command waited 12 %");
  }
}
