package jsonmark.run;

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
}
