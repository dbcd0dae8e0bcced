package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeLeftTest {

  @Test
  void roundsAsAPersonWouldSayIt() {
    assertThat(TimeLeft.text(Duration.ofMillis(200))).isEqualTo("1 s");
    assertThat(TimeLeft.text(Duration.ofSeconds(42))).isEqualTo("42 s");
    assertThat(TimeLeft.text(Duration.ofSeconds(89))).isEqualTo("1 min");
    assertThat(TimeLeft.text(Duration.ofSeconds(91))).isEqualTo("2 min");
    assertThat(TimeLeft.text(Duration.ofMinutes(125))).isEqualTo("2 h 5 min");
  }
}
