package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Change points found, and not found, in fixed and seeded series. */
class ChangePointsTest {

  private static final ChangePointOptions DEFAULTS = ChangePointOptions.defaults();

  @Test
  void aCleanStepIsFoundAtTheFirstPointOfTheNewRegime() {
    double[] series = SyntheticSeries.timed(new Random(1), 0.02, new int[] {30, 30},
        new double[] {1.0, 1.2});
    List<ChangePoint> found = ChangePoints.find(series, false, DEFAULTS);
    assertThat(found).extracting(ChangePoint::index).containsExactly(30);
    ChangePoint c = found.get(0);
    assertThat(c.confirmed()).isTrue();
    assertThat(c.relativeChange()).isCloseTo(0.2, within(0.02));
    assertThat(c.after() / c.before() - 1).isCloseTo(c.relativeChange(), within(1e-12));
    assertThat(c.pValue()).isLessThan(DEFAULTS.pValue());
  }

  @Test
  void aStepDownIsFoundToo() {
    double[] series = SyntheticSeries.timed(new Random(2), 0.06, new int[] {40, 40},
        new double[] {1.0, 0.8});
    List<ChangePoint> found = ChangePoints.find(series, false, DEFAULTS);
    assertThat(found).extracting(ChangePoint::index).containsExactly(40);
    assertThat(found.get(0).relativeChange()).isCloseTo(-0.2, within(0.04));
  }

  @Test
  void seededConstantSeriesWithThisMachinesNoiseRarelyHaveAChangePoint() {
    // 200 series of 100 runs, 6 % log-normal noise each (docs/lab/2026-12-06), no step. The split
    // picks the most different split before testing it, so its p-value is too small and Otava's
    // procedure, followed here, finds a few: 10 change points in 6 of the 200 series, under the
    // issue's 1 series in 20. docs/history.md reports these figures; change both together.
    int points = 0;
    int series = 0;
    for (int seed = 1; seed <= 200; seed++) {
      double[] values = SyntheticSeries.flat(new Random(seed), 0.06, 100, 0.75);
      int found = ChangePoints.find(values, false, DEFAULTS).size();
      points += found;
      series += found > 0 ? 1 : 0;
    }
    assertThat(points).isEqualTo(10);
    assertThat(series).isEqualTo(6).isLessThanOrEqualTo(200 / 20);
  }

  @Test
  void twoStepsAreBothFound() {
    double[] series = SyntheticSeries.timed(new Random(3), 0.03, new int[] {40, 40, 40},
        new double[] {1.0, 1.15, 0.95});
    assertThat(ChangePoints.find(series, false, DEFAULTS))
        .extracting(ChangePoint::index).containsExactly(40, 80);
  }

  @Test
  void twoStepsFartherApartThanAWindowAreBothFound() {
    double[] series = SyntheticSeries.timed(new Random(4), 0.06, new int[] {70, 70, 70},
        new double[] {1.0, 1.3, 1.0});
    assertThat(ChangePoints.find(series, false, DEFAULTS))
        .extracting(ChangePoint::index).containsExactly(70, 140);
  }

  @Test
  void aStepTooCloseToTheEndIsNotYetConfirmed() {
    double[] twoAfter = SyntheticSeries.timed(new Random(5), 0.01, new int[] {50, 2},
        new double[] {1.0, 2.0});
    List<ChangePoint> found = ChangePoints.find(twoAfter, false, DEFAULTS);
    assertThat(found).extracting(ChangePoint::index).containsExactly(50);
    assertThat(found.get(0).confirmed()).isFalse();

    double[] threeAfter = SyntheticSeries.timed(new Random(5), 0.01, new int[] {50, 3},
        new double[] {1.0, 2.0});
    List<ChangePoint> confirmed = ChangePoints.find(threeAfter, false, DEFAULTS);
    assertThat(confirmed).extracting(ChangePoint::index).containsExactly(50);
    assertThat(confirmed.get(0).confirmed()).isTrue();
  }

  @Test
  void exactCountsShowAHalfPercentStep() {
    double[] counts = SyntheticSeries.counts(new int[] {30, 30},
        new long[] {1_000_000, 1_005_000});
    List<ChangePoint> found = ChangePoints.find(counts, true, DEFAULTS);
    assertThat(found).extracting(ChangePoint::index).containsExactly(30);
    assertThat(found.get(0).before()).isCloseTo(1_000_000, within(1e-6));
    assertThat(found.get(0).after()).isCloseTo(1_005_000, within(1e-6));
    assertThat(found.get(0).relativeChange()).isCloseTo(0.005, within(1e-12));
    assertThat(found.get(0).pValue()).isZero();
  }

  @Test
  void exactCountsShowAStepBeyondTheirOwnSpreadButNotOneWithinIt() {
    // Counts that spread 0.02 % (a runtime's helper threads) and step by 0.5 %.
    Random random = new Random(6);
    double[] counts = new double[60];
    for (int i = 0; i < counts.length; i++) {
      counts[i] = Math.round((i < 30 ? 1_000_000 : 1_005_000) + 100 * random.nextDouble());
    }
    assertThat(ChangePoints.find(counts, true, DEFAULTS))
        .extracting(ChangePoint::index).containsExactly(30);
    // A shift of the mean smaller than the spread is no step of an exact count.
    double[] within = new double[60];
    for (int i = 0; i < within.length; i++) {
      within[i] = Math.round((i < 30 ? 1_000_000 : 1_000_040) + 100 * random.nextDouble());
    }
    assertThat(ChangePoints.find(within, true, DEFAULTS)).isEmpty();
  }

  @Test
  void identicalCountsHaveNoChangePoint() {
    double[] counts = SyntheticSeries.counts(new int[] {80}, new long[] {123_456_789});
    assertThat(ChangePoints.find(counts, true, DEFAULTS)).isEmpty();
  }

  @Test
  void aStaircaseOfIdenticalCountsHasEveryStep() {
    double[] counts = SyntheticSeries.counts(new int[] {10, 10, 10, 10},
        new long[] {1000, 1001, 1002, 1003});
    assertThat(ChangePoints.find(counts, true, DEFAULTS))
        .extracting(ChangePoint::index).containsExactly(10, 20, 30);
  }

  @Test
  void aSignificantChangeBelowTheMinimumMagnitudeIsDropped() {
    // 1 % in a series quiet to 0.1 %: certain, and smaller than the default 2 %.
    double[] series = SyntheticSeries.timed(new Random(7), 0.001, new int[] {30, 30},
        new double[] {1.0, 1.01});
    assertThat(ChangePoints.find(series, false, DEFAULTS)).isEmpty();
    assertThat(ChangePoints.find(series, false, new ChangePointOptions(50, 0.001, 0, 3)))
        .extracting(ChangePoint::index).containsExactly(30);
  }

  @Test
  void emptyAndShortSeriesHaveNoChangePoint() {
    assertThat(ChangePoints.find(new double[0], false, DEFAULTS)).isEmpty();
    assertThat(ChangePoints.find(new double[] {1.0}, false, DEFAULTS)).isEmpty();
    assertThat(ChangePoints.find(new double[] {1.0, 2.0}, true, DEFAULTS)).isEmpty();
  }

  @Test
  void aValueThatIsNoPositiveNumberIsRefusedWithItsPosition() {
    assertThatThrownBy(() -> ChangePoints.find(new double[] {1, 0, 2}, false, DEFAULTS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("point 1 of the series is 0.0; change points need finite values above 0"
            + " (times or counts)");
    assertThatThrownBy(() -> ChangePoints.find(new double[] {1, Double.NaN}, true, DEFAULTS))
        .hasMessageStartingWith("point 1 of the series is NaN");
  }
}
