package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class OutliersTest {

  @Test
  void modifiedZScoreIsDistanceFromMedianInMads() {
    // median 1.1; absolute deviations 0.2, 0.1, 0, 0.1, 1.9 -> MAD 0.1
    double[] scores = Outliers.modifiedZScores(0.9, 1.0, 1.1, 1.2, 3.0);
    assertThat(scores[0]).isCloseTo(-2.0, within(1e-9));
    assertThat(scores[2]).isEqualTo(0.0);
    assertThat(scores[4]).isCloseTo(19.0, within(1e-9));
  }

  @Test
  void findsNoOutliersInFewOrQuietRuns() {
    assertThat(Outliers.count()).isZero();
    assertThat(Outliers.count(1000.0, 0.0)).isZero();
    assertThat(Outliers.count(-0.2, 0.0, 0.2)).isZero();
    assertThat(Outliers.count(2.01, 1.98, 2.05, 2.00, 1.97)).isZero();
  }

  @Test
  void findsOneRunFarFromTheOthers() {
    assertThat(Outliers.count(0.5, 0.30, 0.29, 0.31, 0.30)).isEqualTo(1);
    assertThat(Outliers.count(-0.2, 0.0, 0.2, 4.0)).isEqualTo(1);
  }

  @Test
  void treatsAnyDeviationAsOutlyingWhenMostRunsAreEqual() {
    assertThat(Outliers.count(10, 10, 10, 10, 10, 10, 10, 100)).isEqualTo(1);
  }

  @Test
  void flagsASlowFirstRunOnly() {
    assertThat(Outliers.firstIsSlow(5.0, 2.0, 2.1, 2.0, 1.9)).isTrue();
    assertThat(Outliers.firstIsSlow(2.0, 5.0, 2.1, 2.0, 1.9)).isFalse();
    assertThat(Outliers.firstIsSlow(1.0, 2.0, 2.1, 2.0, 1.9)).isFalse();
    assertThat(Outliers.firstIsSlow(5.0, 2.0)).isFalse();
  }

  @Test
  void ignoresDifferencesTooSmallToChangeAComparison() {
    assertThat(Outliers.count(0.369, 0.379, 0.379)).isZero();
    assertThat(Outliers.count(0.988, 0.990, 0.990)).isZero();
    assertThat(Outliers.firstIsSlow(1.02, 1.00, 1.00)).isFalse();
    assertThat(Outliers.firstIsSlow(1.457, 1.295, 1.291)).isTrue();
  }

  @Test
  void warnsOfATwiceSlowerRunAmongThreeButNotOfSixPercent() {
    assertThat(Outliers.count(0.243, 0.260, 0.474)).isEqualTo(1);
    assertThat(Outliers.firstIsSlow(0.264, 0.249, 0.250)).isFalse();
    assertThat(Outliers.count(0.264, 0.249, 0.250)).isZero();
  }
}
