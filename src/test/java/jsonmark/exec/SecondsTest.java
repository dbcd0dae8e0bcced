package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SecondsTest {

  @Test
  void writesSecondsAsAUserWouldType() {
    assertThat(Seconds.text(1)).isEqualTo("1");
    assertThat(Seconds.text(1.5)).isEqualTo("1.5");
    assertThat(Seconds.text(0.0001)).isEqualTo("0.0001");
    assertThat(Seconds.text(120.25)).isEqualTo("120.25");
  }

  @Test
  void neverRoundsAPositiveTimeToZero() {
    assertThat(Seconds.text(1e-9)).isEqualTo("0.000001");
  }

  @Test
  void writesHugeValuesInScientificNotation() {
    assertThat(Seconds.text(1e300)).isEqualTo("1E+300");
  }
}
