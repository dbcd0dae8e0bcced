package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** Which part of a tree's run-queue wait counts as waiting for other programs. */
class CpuWaitTest {

  private static CpuWait wait(double treeWait, OptionalDouble others) {
    return new CpuWait(OptionalDouble.of(treeWait), OptionalDouble.empty(),
        OptionalDouble.empty(), 2.0, Optional.empty(), OptionalDouble.of(0.01), others);
  }

  @Test
  void aTreeWhoseThreadsWaitedForEachOtherOnAnIdleMachineWaitedForNobodyElse() {
    // 0.6 s of waiting among its own threads, while the rest of the machine used 0.02 s.
    assertThat(wait(0.6, OptionalDouble.of(0.02)).waitedPercent().getAsDouble())
        .isCloseTo(1.0, within(1e-12));
  }

  @Test
  void whenOthersUsedMoreCpuThanTheTreeWaitedTheWholeWaitCounts() {
    assertThat(wait(0.6, OptionalDouble.of(1.5)).waitedPercent().getAsDouble())
        .isCloseTo(30.0, within(1e-12));
  }

  @Test
  void withoutTheOthersCpuTheWholeWaitCounts() {
    assertThat(wait(0.6, OptionalDouble.empty()).waitedPercent().getAsDouble())
        .isCloseTo(30.0, within(1e-12));
  }

  @Test
  void anUnknownTreeWaitIsNotKnownWhateverTheOthersUsed() {
    CpuWait unknown = new CpuWait(OptionalDouble.empty(), OptionalDouble.empty(),
        OptionalDouble.empty(), 2.0, Optional.of("no schedstat"), OptionalDouble.empty(),
        OptionalDouble.of(1.0));
    assertThat(unknown.waitedPercent()).isEmpty();
  }
}
