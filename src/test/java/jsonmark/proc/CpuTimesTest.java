package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The cpu line of /proc/stat. */
class CpuTimesTest {

  @Test
  void readsTheMachineWideLineNotAPerCpuOne() {
    String text = "cpu  16135 1 3397 65279 411 2 131 55 0 0\ncpu0 8000 0 1700 32000 200 0 60 27 0 0\n";
    assertThat(CpuTimes.parse(text))
        .contains(new CpuTimes(16135, 1, 3397, 65279, 411, 2, 131, OptionalLong.of(55)));
    assertThat(CpuTimes.parse(text).orElseThrow().total()).isEqualTo(85411);
  }

  @Test
  void busyIsEverythingButIdleAndIoWaitStealIncluded() {
    CpuTimes times = CpuTimes.parse("cpu  100 20 30 4000 500 6 7 8 0 0\n").orElseThrow();
    assertThat(times.busy()).isEqualTo(100 + 20 + 30 + 6 + 7 + 8);
  }

  @Test
  void aKernelWithoutStealHasNoStealRatherThanZero() {
    assertThat(CpuTimes.parse("cpu  1 2 3 4 5 6 7\n").orElseThrow().steal()).isEmpty();
  }

  @Test
  void aTextWithoutACpuLineIsEmpty() {
    assertThat(CpuTimes.parse("intr 1 2 3\n")).isEmpty();
    assertThat(CpuTimes.parse("cpu  1 2 3\n")).isEmpty();
    assertThat(CpuTimes.parse("cpu  1 2 3 4 5 6 x\n")).isEmpty();
  }

  @Test
  void theCpuLineNeedNotBeTheFirst() {
    assertThat(CpuTimes.parse("intr 1\ncpu  1 2 3 4 5 6 7 8").orElseThrow().steal()).hasValue(8);
  }
}
