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
  void theBarIsDrawnWithinTheTerminalsWidthLessOneColumnAsItIsAtEachDraw() {
    int[] width = {80};
    WidthKeepingConsumer console = new WidthKeepingConsumer(System.err, () -> width[0]);
    assertThat(console.getMaxRenderedLength()).isEqualTo(79);
    width[0] = 60; // the window was made narrower
    assertThat(console.getMaxRenderedLength()).isEqualTo(59);
  }
}
