package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The merge pass drops weak points and weighs the rest against their new neighbours. */
class MergePassTest {

  private static double[] logs(double[] values) {
    double[] logs = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      logs[i] = Math.log(values[i]);
    }
    return logs;
  }

  @Test
  void aWeakPointInAFlatStretchIsDroppedAndItsNeighbourWeighedOverTheWholeStretch() {
    double[] logs = logs(SyntheticSeries.timed(new Random(11), 0.02, new int[] {40, 40},
        new double[] {1.0, 1.3}));
    List<MergePass.Weighed> kept =
        MergePass.merge(logs, List.of(17, 40), 0.001, s -> s.magnitude() - 0.02);
    assertThat(kept).extracting(MergePass.Weighed::index).containsExactly(40);
    // Weighed again between the series' ends, not between 17 and the end.
    assertThat(kept.get(0).sides()).isEqualTo(Sides.of(logs, 0, 40, 80));
  }

  @Test
  void droppingAPointReweighsItsLeftNeighbourToo() {
    // Steps at 30 and 60, a spurious point at 75: once 75 goes, 60's right side runs to the end.
    double[] logs = logs(SyntheticSeries.timed(new Random(12), 0.02, new int[] {30, 30, 30},
        new double[] {1.0, 1.3, 1.0}));
    List<MergePass.Weighed> kept =
        MergePass.merge(logs, List.of(30, 60, 75), 0.001, s -> s.magnitude() - 0.02);
    assertThat(kept).extracting(MergePass.Weighed::index).containsExactly(30, 60);
    assertThat(kept.get(1).sides()).isEqualTo(Sides.of(logs, 30, 60, 90));
  }

  @Test
  void whenEveryPointPassesThePValueTheSmallestChangeUnderTheMinimumGoesFirst() {
    // A 1 % step in a 0.1 %-quiet series passes any p-value, then falls to the 2 % minimum.
    double[] logs = logs(SyntheticSeries.timed(new Random(13), 0.001,
        new int[] {30, 30, 30}, new double[] {1.0, 1.01, 1.2}));
    List<MergePass.Weighed> kept =
        MergePass.merge(logs, List.of(30, 60), 0.001, s -> s.magnitude() - 0.02);
    assertThat(kept).extracting(MergePass.Weighed::index).containsExactly(60);
  }

  @Test
  void theSplitPassFindsTheWeakPointsTheMergePassThenWeighs() {
    double[] logs = logs(SyntheticSeries.timed(new Random(3), 0.03, new int[] {40, 40, 40},
        new double[] {1.0, 1.15, 0.95}));
    assertThat(SplitPass.weakPoints(logs, 50, 0.01)).contains(40, 80);
  }
}
