package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.profile.TreeWait;
import jsonmark.stats.CpuWait;
import org.junit.jupiter.api.Test;

/** The real meter around a real process: the tree's wait and the driver's own CPU use. */
class ProcWaitMeterTest {

  private static volatile long spins;

  @Test
  void aRunGetsItsTreesWaitAndTheDriversOwnCpuTime() throws Exception {
    WaitMeter.Watch watch = new ProcWaitMeter().watch();
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

  @Test
  void theDriversFigureForAShortRunIsNeverMoreThanItsCoresCouldRun() throws Exception {
    // The driver busy on one core beside runs of a few milliseconds: counted in 10 ms clock
    // ticks, a tick falling within a 3 ms run read as 333 % of a core.
    int cores = Runtime.getRuntime().availableProcessors();
    Thread burner = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        spins++;
      }
    });
    burner.setDaemon(true);
    burner.start();
    try {
      for (int i = 0; i < 40; i++) {
        WaitMeter.Watch watch = new ProcWaitMeter().watch();
        Process quick = new ProcessBuilder("true").start();
        watch.started(quick.toHandle(), List::of);
        quick.waitFor();
        watch.exited();
        assertThat(watch.cpuWait().orElseThrow().driverCpuPercent().getAsDouble())
            .isLessThanOrEqualTo(100.0 * cores + 1e-9); // the cap, but for rounding
      }
    } finally {
      burner.interrupt();
    }
  }

  @Test
  void theDriversSecondsAreBoundedByTheCoresOverTheRun() {
    assertThat(ProcWaitMeter.driverSeconds(20_000_000, 0.006, 2)).isEqualTo(0.012);
    assertThat(ProcWaitMeter.driverSeconds(3_000_000, 0.006, 2)).isEqualTo(0.003);
    assertThat(ProcWaitMeter.driverSeconds(-5, 0.006, 2)).isZero();
  }

  private static TreeWait busy(OptionalDouble busySeconds, double runSeconds) {
    return new TreeWait(OptionalDouble.of(0.2), OptionalDouble.of(runSeconds),
        OptionalDouble.empty(), OptionalDouble.empty(), busySeconds, 1.0, 3, Optional.empty());
  }

  @Test
  void othersCpuIsTheMachinesBusyTimeLessTheTreesAndTheDriversNeverBelowZero() {
    assertThat(ProcWaitMeter.othersCpu(busy(OptionalDouble.of(1.5), 0.9), OptionalDouble.of(0.1))
        .getAsDouble()).isCloseTo(0.5, org.assertj.core.api.Assertions.within(1e-12));
    assertThat(ProcWaitMeter.othersCpu(busy(OptionalDouble.of(0.5), 0.9), OptionalDouble.of(0.1)))
        .hasValue(0.0);
    assertThat(ProcWaitMeter.othersCpu(busy(OptionalDouble.empty(), 0.9), OptionalDouble.of(0.1)))
        .isEmpty();
    assertThat(ProcWaitMeter.othersCpu(busy(OptionalDouble.of(1.5), 0.9), OptionalDouble.empty()))
        .isEmpty();
  }

  @Test
  void aRealRunKnowsWhatOtherProgramsUsed() throws Exception {
    WaitMeter.Watch watch = new ProcWaitMeter().watch();
    Process sleeper = new ProcessBuilder("sleep", "0.2").start();
    watch.started(sleeper.toHandle(), List::of);
    sleeper.waitFor();
    watch.exited();

    CpuWait wait = watch.cpuWait().orElseThrow();
    assertThat(wait.othersCpuSeconds()).isPresent();
    assertThat(wait.othersCpuSeconds().getAsDouble()).isGreaterThanOrEqualTo(0);
  }
}
