package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The seeded order of the commands in each round. */
class RoundOrderTest {

  @Test
  void everyRoundHoldsEveryCommandExactlyOnce() {
    RoundOrder order = new RoundOrder(7, 5);
    for (int round = 0; round < 50; round++) {
      assertThat(order.next()).containsExactlyInAnyOrder(0, 1, 2, 3, 4);
    }
  }

  @Test
  void theSameSeedGivesTheSameRoundsAndAnotherSeedOthers() {
    RoundOrder a = new RoundOrder(123, 4);
    RoundOrder b = new RoundOrder(123, 4);
    RoundOrder c = new RoundOrder(124, 4);
    boolean differs = false;
    for (int round = 0; round < 20; round++) {
      List<Integer> next = a.next();
      assertThat(b.next()).isEqualTo(next);
      differs |= !c.next().equals(next);
    }
    assertThat(differs).isTrue();
  }

  @Test
  void theOrderChangesFromRoundToRoundAndEveryCommandComesFirstSometimes() {
    RoundOrder order = new RoundOrder(1, 3);
    Set<List<Integer>> seen = new HashSet<>();
    Set<Integer> first = new HashSet<>();
    for (int round = 0; round < 60; round++) {
      List<Integer> next = order.next();
      seen.add(next);
      first.add(next.get(0));
    }
    assertThat(seen).hasSize(6);
    assertThat(first).containsExactlyInAnyOrder(0, 1, 2);
  }

  @Test
  void aSingleCommandIsAlwaysAloneInItsRound() {
    assertThat(new RoundOrder(5, 1).next()).containsExactly(0);
  }
}
