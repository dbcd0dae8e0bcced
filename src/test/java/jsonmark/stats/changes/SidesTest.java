package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Student's pooled t-test between two stretches, and what the merge pass weighs. */
class SidesTest {

  @Test
  void thePValueIsStudentsPooledTwoSidedOne() {
    // 1..5 against 6..10: pooled variance 2.5, se 1, t = 5 on 8 degrees of freedom.
    Sides s = Sides.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0, 5, 10);
    assertThat(s.meanBefore()).isEqualTo(3);
    assertThat(s.meanAfter()).isEqualTo(8);
    assertThat(s.pValue()).isCloseTo(0.0010528, within(1e-7));
    assertThat(s.spread()).isEqualTo(4);
  }

  @Test
  void constantSidesAreCertainlyDifferentOrCertainlyNot() {
    assertThat(Sides.of(new double[] {2, 2, 3, 3}, 0, 2, 4).pValue()).isZero();
    assertThat(Sides.of(new double[] {2, 2, 2, 2}, 0, 2, 4).pValue()).isEqualTo(1);
    assertThat(Sides.of(new double[] {2, 3}, 0, 1, 2).pValue()).isEqualTo(1);
  }

  @Test
  void theChangeIsOfTheGeometricMeansAndItsMagnitudeTheLargerWay() {
    Sides s = Sides.of(new double[] {0, 0, Math.log(1.25), Math.log(1.25)}, 0, 2, 4);
    assertThat(s.relativeChange()).isCloseTo(0.25, within(1e-12));
    // 1.25 forward, 0.8 backward: 25 % and 20 %.
    assertThat(s.magnitude()).isCloseTo(0.25, within(1e-12));
    assertThat(Sides.of(new double[] {Math.log(1.25), 0}, 0, 1, 2).magnitude())
        .isCloseTo(0.25, within(1e-12));
  }

  @Test
  void aStepBeyondTheSpreadHasAPositiveMargin() {
    assertThat(Sides.of(new double[] {0, 0.1, 0.5, 0.6}, 0, 2, 4).stepBeyondSpread())
        .isCloseTo(0.4, within(1e-12));
    assertThat(Sides.of(new double[] {0, 0.3, 0.2, 0.4}, 0, 2, 4).stepBeyondSpread())
        .isNegative();
  }
}
