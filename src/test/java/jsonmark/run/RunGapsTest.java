package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The driver's time between two timed runs, from the watcher's start and exit. */
class RunGapsTest {

  private final AtomicLong now = new AtomicLong(1_000_000_000_000L);
  private final RunGaps gaps = new RunGaps(now::get);

  private void run(long startsAfterNanos, long lastsNanos) {
    now.addAndGet(startsAfterNanos);
    gaps.watcher().started(ProcessHandle.current(), List::of);
    now.addAndGet(lastsNanos);
    gaps.watcher().exited();
  }

  @Test
  void theFirstTimedRunHasNoGapAndEachNextOneTheTimeSinceTheLastExit() {
    run(5_000_000, 20_000_000);
    assertThat(gaps.take()).isEmpty();
    run(3_000_000, 20_000_000);
    assertThat(gaps.take()).isEqualTo(OptionalDouble.of(0.003));
    run(1_500_000, 1_000);
    assertThat(gaps.take()).isEqualTo(OptionalDouble.of(0.0015));
  }

  @Test
  void aGapIsTakenOnceSoARunThatNeverStartedHasNone() {
    run(0, 10);
    run(2_000_000, 10);
    assertThat(gaps.take()).isEqualTo(OptionalDouble.of(0.002));
    assertThat(gaps.take()).isEmpty();
  }

  @Test
  void aHookOrAnUntimedRunBetweenTwoTimedRunsLeavesTheNextWithoutAGap() {
    run(0, 10);
    gaps.broken();
    run(4_000_000, 10);
    assertThat(gaps.take()).isEmpty();
    run(2_000_000, 10);
    assertThat(gaps.take()).isEqualTo(OptionalDouble.of(0.002));
  }
}
