package jsonmark.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

class ProcessCpuClockTest {

  @Test
  void countsTheJvmsCpuTimeFinerThanAClockTick() {
    assumeTrue(ProcessCpuClock.precise(), "needs clock_gettime through JNA (Linux, 64-bit)");
    long start = ProcessCpuClock.nanos();
    long now = start;
    while (now == start) {
      now = ProcessCpuClock.nanos();
    }
    // times() in clock ticks would move by a whole 10 ms at once.
    assertThat(now - start).isPositive().isLessThan(1_000_000);
  }

  @Test
  void neverGoesBackwards() {
    long before = ProcessCpuClock.nanos();
    long spin = 0;
    for (int i = 0; i < 1_000_000; i++) {
      spin += i;
    }
    assertThat(spin).isPositive();
    assertThat(ProcessCpuClock.nanos()).isGreaterThanOrEqualTo(before);
  }
}
