package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AxisTest {

  @Test
  void valuesThatSpreadLittleGetALinearAxisFromZero() {
    Axis axis = Axis.fitting(2, 30);
    assertThat(axis.log()).isFalse();
    assertThat(axis.min()).isZero();
    assertThat(axis.ticks()).startsWith(0.0, 5.0).endsWith(35.0);
  }

  @Test
  void valuesThatSpreadMoreThanTwentyTimesGetALogAxisAtRoundBounds() {
    Axis axis = Axis.fitting(0.5, 12);
    assertThat(axis.log()).isTrue();
    assertThat(axis.min()).isEqualTo(0.2);
    assertThat(axis.max()).isEqualTo(20.0);
    assertThat(axis.ticks()).containsExactly(0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0);
    assertThat(axis.fraction(2.0)).isEqualTo(0.5, org.assertj.core.api.Assertions.within(1e-9));
  }
}
