package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Axis ranges: linear from 0 to a round number, or logarithmic at round bounds and ticks. */
class AxisTest {

  @Test
  void valuesThatSpreadLittleGetALinearAxisFromZero() {
    Axis axis = Axis.fitting(2, 30);
    assertThat(axis.log()).isFalse();
    assertThat(axis.min()).isZero();
    assertThat(axis.max()).isEqualTo(35.0);
  }

  @Test
  void valuesThatSpreadMoreThanTwentyTimesGetALogAxisAtRoundBounds() {
    Axis axis = Axis.fitting(0.5, 12);
    assertThat(axis.log()).isTrue();
    assertThat(axis.min()).isEqualTo(0.2);
    assertThat(axis.max()).isEqualTo(20.0);
    assertThat(axis.ticks()).containsExactly(0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0);
  }

  @Test
  void aLogAxisOverMoreThanThreeDecadesIsTickedAtPowersOfTenOnly() {
    Axis axis = Axis.logarithmic(0.3, 4000);
    assertThat(axis.ticks()).containsExactly(1.0, 10.0, 100.0, 1000.0);
  }
}
