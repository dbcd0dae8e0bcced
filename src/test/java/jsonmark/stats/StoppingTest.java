package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalDouble;
import jsonmark.stats.Stopping.Need;
import jsonmark.stats.Stopping.Tally;
import org.junit.jupiter.api.Test;

/** The stopping rule of each command's timed runs. */
class StoppingTest {

  static Tally tally(int counted, double seconds, int failed) {
    return new Tally(counted, seconds, failed, OptionalDouble.empty());
  }

  @Test
  void theDefaultBudgetIsFiveRunsAndThreeSecondsOfCountedTime() {
    Budget budget = Budget.adaptive();
    assertThat(Stopping.need(tally(4, 10, 0), budget, false, 0)).hasValue(Need.RUNS);
    assertThat(Stopping.need(tally(5, 2.9, 0), budget, false, 0)).hasValue(Need.TIME);
    assertThat(Stopping.need(tally(5, 3.0, 0), budget, false, 0)).isEmpty();
    assertThat(Stopping.need(tally(1000, 0.5, 0), budget, false, 0)).as("the most runs")
        .isEmpty();
  }

  @Test
  void exactRunsAreThatManyCountedRunsWhateverTheirTime() {
    Budget budget = Budget.exactly(3);
    assertThat(Stopping.need(tally(2, 100, 0), budget, false, 0)).hasValue(Need.RUNS);
    assertThat(Stopping.need(tally(3, 0.001, 0), budget, false, 0)).isEmpty();
  }

  @Test
  void precisionAsksForMoreUntilTheIntervalIsNarrowOrTheTimeIsSpent() {
    Budget budget = Budget.exactly(2).withPrecision(5, 60);
    Tally wide = new Tally(4, 4, 0, OptionalDouble.of(7.5));
    Tally narrow = new Tally(4, 4, 0, OptionalDouble.of(4.9));
    Tally unknown = tally(4, 4, 0);
    assertThat(Stopping.need(wide, budget, false, 10)).hasValue(Need.PRECISION);
    assertThat(Stopping.need(unknown, budget, false, 10)).hasValue(Need.PRECISION);
    assertThat(Stopping.need(narrow, budget, false, 10)).isEmpty();
    assertThat(Stopping.need(wide, budget, true, 10)).as("the fastest itself").isEmpty();
    assertThat(Stopping.need(wide, budget, false, 60)).as("--max-time spent").isEmpty();
  }

  @Test
  void aCommandStopsAtItsSecondFailureOrAtItsOnlyRun() {
    assertThat(Stopping.failedOut(tally(3, 3, 1), Budget.adaptive())).isFalse();
    assertThat(Stopping.failedOut(tally(3, 3, 2), Budget.adaptive())).isTrue();
    assertThat(Stopping.failedOut(tally(0, 0, 1), Budget.exactly(1))).isTrue();
    assertThat(Stopping.failedOut(tally(0, 0, 1), Budget.exactly(5))).isFalse();
  }

  @Test
  void theRunsLeftAreTheMinimumRunsOrTimeAtTheMeanSoFar() {
    Budget budget = Budget.adaptive();
    assertThat(Stopping.runsLeft(tally(2, 0.2, 0), budget)).isEqualTo(28);
    assertThat(Stopping.runsLeft(tally(2, 2.0, 0), budget)).isEqualTo(3);
    assertThat(Stopping.runsLeft(tally(6, 3.0, 0), budget)).isZero();
    assertThat(Stopping.runsLeft(tally(998, 0.998, 0), budget)).isEqualTo(2);
  }

  @Test
  void countingStopsAfterTwoRunsWhoseCountsAgreeAndRunsAThirdWhenTheyDiffer() {
    Budget counting = Budget.counting(2, 3);
    Tally one = new Tally(1, 9, 0, OptionalDouble.empty(), false);
    Tally agreeing = new Tally(2, 18, 0, OptionalDouble.empty(), true);
    Tally differing = new Tally(2, 18, 0, OptionalDouble.empty(), false);
    Tally three = new Tally(3, 27, 0, OptionalDouble.empty(), false);
    assertThat(Stopping.need(one, counting, false, 9)).contains(Stopping.Need.RUNS);
    assertThat(Stopping.runsLeft(one, counting)).isEqualTo(1);
    assertThat(Stopping.need(agreeing, counting, false, 18)).isEmpty();
    assertThat(Stopping.need(differing, counting, false, 18)).contains(Stopping.Need.RUNS);
    assertThat(Stopping.runsLeft(differing, counting)).isEqualTo(1);
    assertThat(Stopping.need(three, counting, false, 27)).isEmpty();
    assertThat(counting.describe())
        .isEqualTo("2 runs, up to 3 while their instruction counts spread over 0.1 %");
  }
}
