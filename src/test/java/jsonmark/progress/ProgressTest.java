package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.Budget;
import jsonmark.stats.Stopping.Need;
import jsonmark.stats.Stopping;
import org.junit.jupiter.api.Test;

/** The live line: a bar, runs done of runs planned, the time left. */
class ProgressTest {

  private static Stopping.Tally tally(int counted, double seconds) {
    return new Stopping.Tally(counted, seconds, 0, OptionalDouble.empty());
  }

  @Test
  void theBarCountsTheRunsDoneOfThosePlannedWithTheTimeLeft() {
    Progress progress = new Progress(Budget.exactly(5), Optional.empty());
    // a has 2 of its 5 runs (1 s each), b 3 of 5 (2 s each): 5 done, 5 more, 3 + 4 s left.
    String line = progress.live(5, Map.of(0, Need.RUNS, 1, Need.RUNS),
        List.of(tally(2, 2.0), tally(3, 6.0)), 8.0).text();
    assertThat(line).isEqualTo("[##########          ] 5 of 10 runs, about 7 s left");
  }

  @Test
  void whatComesAfterThisBenchmarkEndsTheLine() {
    Progress progress = new Progress(Budget.exactly(1),
        Optional.of("2 more benchmarks after this"));
    assertThat(progress.live(2, Map.of(), List.of(tally(1, 1), tally(1, 1)), 2).text())
        .isEqualTo("[####################] 2 of 2 runs, done; 2 more benchmarks after this");
  }

  @Test
  void aCommandThatOnlyFailedSoFarDoesNotHideTheOthersTimeLeft() {
    Progress progress = new Progress(Budget.exactly(3), Optional.empty());
    Stopping.Tally failing = new Stopping.Tally(0, 0, 1, OptionalDouble.empty());
    assertThat(progress.live(2, Map.of(0, Need.RUNS, 1, Need.RUNS),
        List.of(tally(1, 2.0), failing), 3).text()).endsWith("2 of 7 runs, about 4 s left");
  }

  @Test
  void withoutACountedRunThePlanIsALowerBound() {
    Progress progress = new Progress(Budget.adaptive(), Optional.empty());
    assertThat(progress.live(1, Map.of(0, Need.RUNS), List.of(tally(0, 0)), 1).text())
        .startsWith("[###                 ] 1 of at least 6 runs, time left unknown");
  }
}
