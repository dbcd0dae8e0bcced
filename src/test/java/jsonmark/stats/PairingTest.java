package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Two commands are compared on the rounds in which both have a counted run, and on no other. */
class PairingTest {

  @Test
  void onlyTheRoundsWhereBothRanArePaired() {
    // Round 3: only a ran (b had met its budget); round 4: only b ran. Rounds 1, 2 and 5 pair.
    Map<Integer, Double> a = Map.of(1, 2.0, 2, 2.2, 3, 9.0, 5, 1.9);
    Map<Integer, Double> b = Map.of(1, 1.0, 2, 1.01, 4, 0.1, 5, 0.98);

    RatioInterval pairedByRound = Pairing.interval(a, b).orElseThrow();

    RatioInterval sameRounds = RatioInterval.paired(
        new double[] {2.0, 2.2, 1.9}, new double[] {1.0, 1.01, 0.98});
    assertThat(pairedByRound.pairs()).isEqualTo(3);
    assertThat(pairedByRound.ratio()).isCloseTo(sameRounds.ratio(), within(1e-12));
    assertThat(pairedByRound.low().getAsDouble())
        .isCloseTo(sameRounds.low().getAsDouble(), within(1e-12));
  }

  @Test
  void commandsThatNeverRanInTheSameRoundHaveNoInterval() {
    assertThat(Pairing.interval(Map.of(1, 1.0, 3, 1.1), Map.of(2, 0.5, 4, 0.6))).isEmpty();
  }
}
