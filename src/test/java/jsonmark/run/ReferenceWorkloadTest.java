package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The host's reference workload: the same work every time, and none under instruction counts. */
class ReferenceWorkloadTest {

  @Test
  void theLoopIsXorshift64StepByStep() {
    assertThat(ReferenceWorkload.work(1, 1)).isEqualTo(1082269761L);
    assertThat(ReferenceWorkload.work(1, 2)).isEqualTo(1152992998833853505L);
    assertThat(ReferenceWorkload.work(1, 3)).isEqualTo(-7269227409276787159L);
  }

  @Test
  void itIsNotRunWhenTheRunsAreNotTimed() {
    assertThat(new ReferenceWorkload(false).time()).isEmpty();
  }

  @Test
  void aTimedPassGivesATimeAboveZero() {
    java.util.OptionalDouble time = new ReferenceWorkload(true).time();
    assertThat(time).isPresent();
    assertThat(time.getAsDouble()).isPositive();
  }
}
