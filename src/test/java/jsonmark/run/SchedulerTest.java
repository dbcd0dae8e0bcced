package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import jsonmark.result.RunOrder;
import jsonmark.stats.Budget;
import jsonmark.stats.Stopping;
import jsonmark.stats.Stopping.Need;
import org.junit.jupiter.api.Test;

/** Which commands each round runs, in what seeded order, and why. */
class SchedulerTest {

  static Scheduler.Standing has(int counted, double seconds) {
    return new Scheduler.Standing(
        new Stopping.Tally(counted, seconds, 0, OptionalDouble.empty()), false);
  }

  static Scheduler.Standing stopped() {
    return new Scheduler.Standing(new Stopping.Tally(0, 0, 2, OptionalDouble.empty()), true);
  }

  @Test
  void aRoundHoldsOnlyTheCommandsThatStillNeedRunsEachOnce() {
    Scheduler scheduler = new Scheduler(Budget.adaptive(), RunOrder.INTERLEAVED, 7);
    Scheduler.Round round = scheduler.next(
        List.of(has(5, 3.0), has(4, 0.2), has(5, 1.0), stopped()), OptionalInt.of(1), 1)
        .orElseThrow();
    assertThat(round.number()).isEqualTo(1);
    assertThat(round.commands()).containsExactlyInAnyOrder(1, 2);
    assertThat(round.needs()).isEqualTo(Map.of(1, Need.RUNS, 2, Need.TIME));
    assertThat(scheduler.next(List.of(has(5, 3.0), stopped()), OptionalInt.of(0), 2)).isEmpty();
  }

  @Test
  void theSameSeedGivesTheSameRoundsAndAnotherSeedOthers() {
    Scheduler a = new Scheduler(Budget.exactly(100), RunOrder.INTERLEAVED, 123);
    Scheduler b = new Scheduler(Budget.exactly(100), RunOrder.INTERLEAVED, 123);
    Scheduler c = new Scheduler(Budget.exactly(100), RunOrder.INTERLEAVED, 124);
    List<Scheduler.Standing> four = List.of(has(0, 0), has(0, 0), has(0, 0), has(0, 0));
    boolean differs = false;
    for (int round = 0; round < 20; round++) {
      List<Integer> next = a.next(four, OptionalInt.empty(), 0).orElseThrow().commands();
      assertThat(b.next(four, OptionalInt.empty(), 0).orElseThrow().commands()).isEqualTo(next);
      differs |= !c.next(four, OptionalInt.empty(), 0).orElseThrow().commands().equals(next);
    }
    assertThat(differs).isTrue();
  }

  @Test
  void theOrderChangesFromRoundToRoundAndEveryCommandComesFirstSometimes() {
    Scheduler scheduler = new Scheduler(Budget.exactly(100), RunOrder.INTERLEAVED, 1);
    Set<List<Integer>> seen = new HashSet<>();
    Set<Integer> first = new HashSet<>();
    for (int round = 0; round < 60; round++) {
      List<Integer> next = scheduler.shuffled(List.of(0, 1, 2));
      seen.add(next);
      first.add(next.get(0));
    }
    assertThat(seen).hasSize(6);
    assertThat(first).containsExactlyInAnyOrder(0, 1, 2);
  }

  @Test
  void twoCommandsTakeTurnsGoingFirstEveryTwoRounds() {
    Scheduler scheduler = new Scheduler(Budget.exactly(100), RunOrder.INTERLEAVED, 5);
    List<Scheduler.Standing> two = List.of(has(0, 0), has(0, 0));
    int aFirst = 0;
    for (int pair = 0; pair < 10; pair++) {
      List<Integer> odd = scheduler.next(two, OptionalInt.empty(), 0).orElseThrow().commands();
      List<Integer> even = scheduler.next(two, OptionalInt.empty(), 0).orElseThrow().commands();
      assertThat(even).as("round %d", 2 * pair + 2).isEqualTo(List.of(odd.get(1), odd.get(0)));
      aFirst += odd.get(0) == 0 ? 1 : 0;
    }
    // Who starts each pair of rounds is still drawn: neither holds it.
    assertThat(aFirst).isBetween(1, 9);
  }

  @Test
  void everyTwoOfThreeCommandsGoFirstAboutEquallyOften() {
    Scheduler scheduler = new Scheduler(Budget.exactly(100), RunOrder.INTERLEAVED, 9);
    int[][] before = new int[3][3];
    List<Scheduler.Standing> three = List.of(has(0, 0), has(0, 0), has(0, 0));
    for (int round = 0; round < 30; round++) {
      List<Integer> order = scheduler.next(three, OptionalInt.empty(), 0).orElseThrow()
          .commands();
      for (int a = 0; a < 3; a++) {
        for (int b = a + 1; b < 3; b++) {
          before[order.get(a)][order.get(b)]++;
        }
      }
    }
    for (int i = 0; i < 3; i++) {
      for (int j = i + 1; j < 3; j++) {
        assertThat(Math.abs(before[i][j] - before[j][i])).as("%d against %d", i, j)
            .isLessThanOrEqualTo(2);
      }
    }
  }

  @Test
  void withPrecisionTheFastestRunsBesideThoseThatNeedItsPairs() {
    Budget precise = Budget.exactly(2).withPrecision(5, 600);
    Scheduler scheduler = new Scheduler(precise, RunOrder.INTERLEAVED, 3);
    Scheduler.Standing wide = new Scheduler.Standing(
        new Stopping.Tally(4, 4, 0, OptionalDouble.of(9.0)), false);
    Scheduler.Standing narrow = new Scheduler.Standing(
        new Stopping.Tally(4, 4, 0, OptionalDouble.of(2.0)), false);

    Scheduler.Round round = scheduler.next(List.of(has(4, 2), wide, narrow), OptionalInt.of(0),
        10).orElseThrow();

    assertThat(round.needs()).isEqualTo(Map.of(0, Need.PAIRS, 1, Need.PRECISION));
    assertThat(scheduler.next(List.of(has(4, 2), wide, narrow), OptionalInt.of(0), 600))
        .as("--max-time spent").isEmpty();
  }

  @Test
  void sequentialOrderRunsTheFirstCommandThatNeedsRunsNumberingItsOwnRuns() {
    Scheduler scheduler = new Scheduler(Budget.exactly(2), RunOrder.SEQUENTIAL, 1);
    Scheduler.Round first = scheduler.next(List.of(has(1, 1), has(0, 0)), OptionalInt.empty(), 0)
        .orElseThrow();
    Scheduler.Round second = scheduler.next(List.of(has(2, 2), has(0, 0)), OptionalInt.empty(),
        0).orElseThrow();
    assertThat(first.commands()).containsExactly(0);
    assertThat(first.number()).isEqualTo(1);
    assertThat(second.commands()).containsExactly(1);
    assertThat(second.number()).isEqualTo(1);
  }
}
