package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ConfidenceTest {

  @Test
  void theTableOfStudentsQuantilesIsWhatTheyComputeTo() {
    for (int df = 1; df <= 120; df++) {
      assertThat(Confidence.student(df)).as("df %d", df).isEqualTo(Confidence.computed(df));
    }
    assertThat(Confidence.student(1)).isEqualTo(12.706204736174746);
    assertThat(Confidence.student(2.5)).isEqualTo(Confidence.computed(2.5));
  }
}
