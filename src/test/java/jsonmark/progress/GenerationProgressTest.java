package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GenerationProgressTest {

  @Test
  void theRateUsesTheExactElapsedTimeNotWholeSeconds() {
    assertThat(GenerationProgress.rate(1_000_000, 2_010_000_000L)).isEqualTo("497,512 records/s");
  }

  @Test
  void aRunUnderOneSecondHasARateToo() {
    assertThat(GenerationProgress.rate(1_000, 250_000_000L)).isEqualTo("4,000 records/s");
  }

  @Test
  void aLogLineSaysHowLongIsLeftAtTheRateSoFar() {
    // A quarter written in 3 s: three quarters left take about 9 s.
    assertThat(GenerationProgress.left(250_000, 1_000_000, 3_000_000_000L))
        .isEqualTo(", about 9 s left");
    assertThat(GenerationProgress.left(0, 1_000_000, 3_000_000_000L)).isEmpty();
  }

  @Test
  void aTerminalThatReportsNoWidthStillGetsABar() {
    // A pty without a size reports 0 columns, which the library turns into -1.
    assertThat(WidthKeepingConsumer.usable(-1)).isEqualTo(80);
    assertThat(WidthKeepingConsumer.usable(0)).isEqualTo(80);
    assertThat(new WidthKeepingConsumer(System.err, 132).getMaxRenderedLength()).isEqualTo(132);
  }
}
