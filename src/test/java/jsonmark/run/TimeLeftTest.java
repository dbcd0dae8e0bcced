package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeLeftTest {

  @Test
  void theMeanTimePerCommandSoFarTimesTheCommandsLeft() {
    assertThat(TimeLeft.line(3, 24, Duration.ofSeconds(105)))
        .hasValue("3 of 24 commands done; about 12 min left");
  }

  @Test
  void saysNothingAfterTheLastCommand() {
    assertThat(TimeLeft.line(24, 24, Duration.ofMinutes(90))).isEmpty();
    assertThat(TimeLeft.line(0, 24, Duration.ZERO)).isEmpty();
  }

  @Test
  void roundsAsAPersonWouldSayIt() {
    assertThat(TimeLeft.text(Duration.ofMillis(200))).isEqualTo("1 s");
    assertThat(TimeLeft.text(Duration.ofSeconds(42))).isEqualTo("42 s");
    assertThat(TimeLeft.text(Duration.ofSeconds(89))).isEqualTo("1 min");
    assertThat(TimeLeft.text(Duration.ofSeconds(91))).isEqualTo("2 min");
    assertThat(TimeLeft.text(Duration.ofMinutes(125))).isEqualTo("2 h 5 min");
  }
}
