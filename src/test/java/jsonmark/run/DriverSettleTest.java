package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** How long the driver waits for its own JIT and GC before a timed run. */
class DriverSettleTest {

  private final List<Duration> slept = new ArrayList<>();

  private DriverSettle settle(long... cpuNanos) {
    PrimitiveIterator.OfLong readings = LongStream.of(cpuNanos).iterator();
    return new DriverSettle(readings::nextLong, slept::add);
  }

  @Test
  void aQuietDriverWaitsOneStep() throws Exception {
    assertThat(settle(1_000_000, 1_100_000).settle()).isEqualTo(1);
    assertThat(slept).containsExactly(Duration.ofMillis(10));
  }

  @Test
  void aCompilingDriverWaitsUntilAStepUsesUnderFivePercentOfACore() throws Exception {
    // 8 ms and 6 ms of CPU in the first two 10 ms steps, then 0.4 ms: quiet.
    assertThat(settle(0, 8_000_000, 14_000_000, 14_400_000).settle()).isEqualTo(3);
  }

  @Test
  void aDriverThatNeverCalmsDownWaitsThreeSecondsTheFirstTimeThenAQuarterSecondAtMost()
      throws Exception {
    long[] busy = LongStream.iterate(0, n -> n + 9_000_000).limit(400).toArray();
    DriverSettle settle = settle(busy);
    assertThat(settle.settle()).isEqualTo(300);
    assertThat(settle.settle()).isEqualTo(25);
    assertThat(settle.settle()).isEqualTo(25);
  }

  @Test
  void aDriverNoneOfWhoseOtherThreadsIsRunnableDoesNotSleepAtAll() throws Exception {
    DriverSettle settle = new DriverSettle(() -> 9_000_000, () -> false, slept::add);
    assertThat(settle.settle()).isZero();
    assertThat(slept).isEmpty();
  }

  @Test
  void aDriverWithARunnableThreadWaitsForAQuietStep() throws Exception {
    PrimitiveIterator.OfLong readings = LongStream.of(0, 8_000_000, 8_100_000).iterator();
    DriverSettle settle = new DriverSettle(readings::nextLong, () -> true, slept::add);
    assertThat(settle.settle()).isEqualTo(2);
  }

  @Test
  void whereTheJvmCannotTellItsCpuTimeItDoesNotWait() throws Exception {
    assertThat(settle(-1).settle()).isZero();
    assertThat(slept).isEmpty();
  }
}
