package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import jsonmark.stats.CpuWait;
import org.junit.jupiter.api.Test;

/** The real meter around a real process: the tree's wait and the driver's own CPU use. */
class ProcWaitMeterTest {

  @Test
  void aRunGetsItsTreesWaitAndTheDriversOwnCpuTime() throws Exception {
    WaitMeter.Watch watch = new ProcWaitMeter(Duration.ofMillis(50)).watch();
    assertThat(watch.cpuWait()).as("nothing before the run").isEmpty();
    Process sleeper = new ProcessBuilder("sleep", "0.3").start();
    watch.started(sleeper.toHandle(), List::of);
    sleeper.waitFor();
    watch.exited();

    CpuWait wait = watch.cpuWait().orElseThrow();
    assertThat(wait.wallSeconds()).isPositive();
    assertThat(wait.driverCpuSeconds()).isPresent();
    assertThat(wait.driverCpuSeconds().getAsDouble()).isGreaterThanOrEqualTo(0);
    assertThat(wait.driverCpuPercent()).isPresent();
    // A sleeping tree waits for nothing: what it waited cannot exceed what it ran for.
    assertThat(wait.treeWaitSeconds().getAsDouble()).isLessThan(wait.wallSeconds());
  }
}
