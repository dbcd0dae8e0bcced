package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class DescriptiveTest {

  private static final double[] TIMES = {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0};

  @Test
  void meanIsTheSumOverTheCount() {
    assertThat(Descriptive.mean(TIMES)).isEqualTo(5.0);
  }

  @Test
  void geometricMeanIsTheExpOfTheMeanLog() {
    assertThat(Descriptive.geometricMean(1.0, 4.0)).isCloseTo(2.0, within(1e-12));
    assertThat(Descriptive.geometricMean(2.0, 8.0, 4.0)).isCloseTo(4.0, within(1e-12));
    assertThat(Descriptive.geometricMean(3.0)).isCloseTo(3.0, within(1e-12));
  }

  @Test
  void standardDeviationDividesByCountMinusOne() {
    // Squared deviations sum to 32; 32 / 7 = 4.571428...
    assertThat(Descriptive.standardDeviation(TIMES)).isCloseTo(Math.sqrt(32.0 / 7), within(1e-12));
    assertThat(Descriptive.standardDeviation(1.0, 3.0)).isCloseTo(Math.sqrt(2), within(1e-12));
  }

  @Test
  void medianOfAnEvenCountAveragesTheMiddleTwo() {
    assertThat(Descriptive.median(TIMES)).isEqualTo(4.5);
    assertThat(Descriptive.median(3.0, 1.0, 2.0)).isEqualTo(2.0);
  }

  @Test
  void minAndMaxAreTheExtremes() {
    assertThat(Descriptive.min(TIMES)).isEqualTo(2.0);
    assertThat(Descriptive.max(TIMES)).isEqualTo(9.0);
  }

  @Test
  void percentileInterpolatesLinearlyBetweenClosestRanks() {
    double[] values = {15, 20, 35, 40, 50};
    // rank h = (n - 1) * p / 100; numpy.percentile(values, p) gives the same.
    assertThat(Descriptive.percentile(values, 0)).isEqualTo(15.0);
    assertThat(Descriptive.percentile(values, 25)).isEqualTo(20.0); // h = 1
    assertThat(Descriptive.percentile(values, 40)).isCloseTo(29.0, within(1e-12)); // h = 1.6
    assertThat(Descriptive.percentile(values, 50)).isEqualTo(35.0);
    assertThat(Descriptive.percentile(values, 95)).isCloseTo(48.0, within(1e-12)); // h = 3.8
    assertThat(Descriptive.percentile(values, 100)).isEqualTo(50.0);
  }

  @Test
  void percentileDoesNotDependOnInputOrder() {
    assertThat(Descriptive.percentile(new double[] {50, 15, 40, 20, 35}, 95))
        .isCloseTo(48.0, within(1e-12));
  }

  @Test
  void percentileOfOneValueIsThatValue() {
    assertThat(Descriptive.percentile(new double[] {7}, 95)).isEqualTo(7.0);
  }

  @Test
  void rejectsEmptySamplesAndPercentilesOutOfRange() {
    assertThatThrownBy(() -> Descriptive.mean()).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Descriptive.standardDeviation(1.0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Descriptive.percentile(new double[] {1}, 101))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
