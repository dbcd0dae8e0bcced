package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** summary.json's driver_gap: the gaps summarised exactly. */
class DriverGapTest {

  @Test
  void theGapsInSecondsAreSummarisedInMillisecondsByTheirMedianAndLongest() {
    DriverGap gap = DriverGap.of(List.of(0.004, 0.002, 0.010, 0.003)).orElseThrow();
    assertThat(gap.gaps()).isEqualTo(4);
    assertThat(gap.medianMs()).isEqualTo(3.5);
    assertThat(gap.maxMs()).isEqualTo(10.0);
  }

  @Test
  void noGapNoSummary() {
    assertThat(DriverGap.of(List.of())).isEmpty();
  }
}
