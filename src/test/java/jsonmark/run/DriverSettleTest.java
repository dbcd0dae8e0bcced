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
    assertThat(settle(1_000_000, 1_050_000).settle()).isEqualTo(1);
    assertThat(slept).containsExactly(Duration.ofMillis(2));
  }

  @Test
  void aCompilingDriverWaitsUntilAStepUsesUnderFivePercentOfACore() throws Exception {
    // 1.6 ms and 1.2 ms of CPU in the first two 2 ms steps, then 0.08 ms: quiet.
    assertThat(settle(0, 1_600_000, 2_800_000, 2_880_000).settle()).isEqualTo(3);
  }

  @Test
  void aDriverThatNeverCalmsDownWaitsThreeSecondsTheFirstTimeThenAQuarterSecondAtMost()
      throws Exception {
    long[] busy = LongStream.iterate(0, n -> n + 1_800_000).limit(1800).toArray();
    DriverSettle settle = settle(busy);
    assertThat(settle.settle()).isEqualTo(1500);
    assertThat(settle.settle()).isEqualTo(125);
    assertThat(settle.settle()).isEqualTo(125);
  }

  @Test
  void aDriverNoneOfWhoseOtherThreadsIsRunnableDoesNotSleepAtAll() throws Exception {
    DriverSettle settle = new DriverSettle(() -> 9_000_000, () -> false, slept::add);
    assertThat(settle.settle()).isZero();
    assertThat(slept).isEmpty();
  }

  @Test
  void aDriverWithARunnableThreadWaitsForAQuietStep() throws Exception {
    PrimitiveIterator.OfLong readings = LongStream.of(0, 1_600_000, 1_650_000).iterator();
    DriverSettle settle = new DriverSettle(readings::nextLong, () -> true, slept::add);
    assertThat(settle.settle()).isEqualTo(2);
  }

  @Test
  void aDriverWhoseCompilationEndsDuringAStepStopsWaitingThen() throws Exception {
    // Runnable before the first step and after it, no longer after the second, though busy.
    PrimitiveIterator.OfLong readings = LongStream.of(0, 1_600_000, 3_200_000).iterator();
    java.util.Iterator<Boolean> runnable = List.of(true, true, false).iterator();
    DriverSettle settle = new DriverSettle(readings::nextLong, runnable::next, slept::add);
    assertThat(settle.settle()).isEqualTo(2);
  }

  @Test
  void whereTheJvmCannotTellItsCpuTimeItDoesNotWait() throws Exception {
    assertThat(settle(-1).settle()).isZero();
    assertThat(slept).isEmpty();
  }

  @Test
  void thisJvmWaitsWhileAnotherOfItsThreadsRuns() throws Exception {
    // A thread that spins for 100 ms is running or queued whenever the settle looks: it waits.
    Thread spinner = new Thread(() -> {
      long end = System.nanoTime() + 100_000_000L;
      while (System.nanoTime() < end) {
        Thread.onSpinWait();
      }
    });
    spinner.start();
    try {
      assertThat(DriverSettle.ofThisJvm().settle()).isPositive();
    } finally {
      spinner.join();
    }
  }
}
