package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

  @Test
  void aTimeoutIsAPositiveNumberOfSecondsUpToAYear() {
    assertThat(Seconds.timeout("--timeout", 1.5)).isEqualTo(java.time.Duration.ofMillis(1500));
    assertThatThrownBy(() -> Seconds.timeout("--timeout", 0))
        .hasMessage("--timeout must be a positive number of seconds, not 0");
    assertThatThrownBy(() -> Seconds.timeout("--timeout", Double.NaN))
        .hasMessage("--timeout must be a positive number of seconds, not NaN");
    assertThatThrownBy(() -> Seconds.timeout("--timeout", 1e300))
        .hasMessage("--timeout must be at most 31536000 seconds (a year), not 1E+300;"
            + " leave it out for no limit");
  }
}
