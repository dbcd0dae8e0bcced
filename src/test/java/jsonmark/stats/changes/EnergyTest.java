package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** E-Divisive's energy statistic picks the split that divides a stretch most. */
class EnergyTest {

  @Test
  void theBestSplitOfTwoLevelsIsBetweenThemWithItsEnergy() {
    // X = [0, 0], Y = [1, 1]: 2/(2+2) · 4 distances of 1, and no spread within either: Q = 2.
    // (X = [0], Y = [0, 1, 1] gives 0.5; X = [0, 0], Y = [1] gives 4/3.)
    Energy.Candidate c = new Energy(new double[] {0, 0, 1, 1}, 0, 4).best(0, 4);
    assertThat(c.index()).isEqualTo(2);
    assertThat(c.energy()).isCloseTo(2, within(1e-12));
  }

  @Test
  void aStretchInsideTheWindowIsSearchedOnItsOwn() {
    // The window is the whole series; only [3, 7) is searched, whose step is at 5.
    double[] logs = {9, 9, 9, 0, 0, 1, 1, 5};
    Energy.Candidate c = new Energy(logs, 0, logs.length).best(3, 7);
    assertThat(c.index()).isEqualTo(5);
    assertThat(c.energy()).isCloseTo(2, within(1e-12));
    // A window that starts inside the series gives the same split, in the series' indexes.
    assertThat(new Energy(logs, 3, 7).best(3, 7)).isEqualTo(c);
  }

  @Test
  void aFlatStretchSplitsAtItsFirstPointWithNoEnergy() {
    Energy.Candidate c = new Energy(new double[] {3, 3, 3, 3, 3}, 0, 5).best(0, 5);
    assertThat(c.index()).isEqualTo(1);
    assertThat(c.energy()).isZero();
  }
}
