package jsonmark.result;

import static jsonmark.result.CommandSummaryTest.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.CpuWait;
import org.junit.jupiter.api.Test;

/** Which warnings about the machine a command's runs raise, with their figures. */
class BusyWarningsTest {

  /** Run {@code run} of 2 s that waited {@code waited} s for a CPU, judged {@code contention}. */
  private static RunResult waited(int run, double waited, Contention contention) {
    return ok(run, 2.0).withCpuWait(new CpuWait(OptionalDouble.of(waited), OptionalDouble.empty(),
        OptionalDouble.empty(), 2.0, Optional.empty(), OptionalDouble.empty(),
        OptionalDouble.empty()), contention);
  }

  private static RunResult unmeasured(int run, String why) {
    return ok(run, 2.0).withCpuWait(new CpuWait(OptionalDouble.empty(), OptionalDouble.empty(),
        OptionalDouble.empty(), 2.0, Optional.of(why), OptionalDouble.empty(),
        OptionalDouble.empty()), Contention.NONE);
  }

  private static List<Warning> of(RunResult... runs) {
    return BusyWarnings.of("fast", List.of(runs));
  }

  @Test
  void runsThatWaitedOverFivePercentOnAverageMakeABusyMachine() {
    assertThat(of(waited(1, 0.1, Contention.NONE), waited(2, 0.3, Contention.NONE)))
        .containsExactly(Warning.about("fast", new Warning.Busy(10.0)));
  }

  @Test
  void runsKeptBusyAreCountedInsteadOfTheAverageAndSetAsideOnesAreLeftOut() {
    assertThat(of(waited(1, 1.0, Contention.SET_ASIDE), waited(1, 1.0, Contention.KEPT_BUSY),
        waited(2, 0.0, Contention.NONE)))
        .containsExactly(Warning.about("fast", new Warning.KeptBusy(1, 2, 1L)));
  }

  @Test
  void aKeptRunWithNoReRunOfItsRoundIsCountedAsNotRunAgain() {
    // Round 1 was re-run before it was kept; round 2 was kept at once, re-running having stopped.
    assertThat(of(waited(1, 1.0, Contention.SET_ASIDE), waited(1, 1.0, Contention.KEPT_BUSY),
        waited(2, 1.0, Contention.KEPT_BUSY)))
        .containsExactly(Warning.about("fast", new Warning.KeptBusy(2, 2, 1L)));
  }

  @Test
  void aQuietMachineRaisesNothingButAnUnmeasuredWaitSaysWhyOnce() {
    assertThat(of(waited(1, 0.1, Contention.NONE), waited(2, 0.1, Contention.NONE))).isEmpty();
    assertThat(of(unmeasured(1, "no schedstat"), unmeasured(2, "no schedstat")))
        .containsExactly(Warning.about("fast", new Warning.CpuWaitUnavailable("no schedstat")));
  }

  /** Run {@code run} of {@code seconds} that waited 1 % of it for a CPU. */
  private static RunResult quiet(int run, double seconds) {
    return ok(run, seconds).withCpuWait(new CpuWait(OptionalDouble.of(seconds / 100),
        OptionalDouble.empty(), OptionalDouble.empty(), seconds, Optional.empty(),
        OptionalDouble.empty(), OptionalDouble.empty()), Contention.NONE);
  }

  @Test
  void runsThatSpreadOverFivePercentWithNoWaitToExplainItMakeAnUnsteadyMachine() {
    // 1.0, 1.1, 1.2: mean 1.1, sample sd 0.1, so a spread of 9.09 %.
    List<Warning> warnings = of(quiet(1, 1.0), quiet(2, 1.1), quiet(3, 1.2));
    assertThat(warnings).hasSize(1);
    Warning.Unsteady f = (Warning.Unsteady) warnings.get(0).figures();
    assertThat(f.spreadPercent()).isCloseTo(100 * 0.1 / 1.1, within(1e-9));
    assertThat(f.runs()).isEqualTo(3);
    assertThat(f.waitedPercent()).isCloseTo(1.0, within(1e-9));
  }

  @Test
  void aSteadySpreadTwoRunsOrABusyMachineRaiseNoUnsteadyWarning() {
    // 1.00, 1.04, 1.08: a spread of 3.85 %, under 5 %.
    assertThat(of(quiet(1, 1.0), quiet(2, 1.04), quiet(3, 1.08))).isEmpty();
    assertThat(of(quiet(1, 1.0), quiet(2, 1.5))).isEmpty();
    // A spread the waits explain is the busy warning's, not this one's.
    assertThat(of(waited(1, 0.1, Contention.NONE), waited(2, 0.3, Contention.NONE),
        waited(3, 0.3, Contention.NONE)).stream().map(Warning::kind))
        .containsExactly(Warning.Kind.BUSY);
  }
}
