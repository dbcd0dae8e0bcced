package jsonmark.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import jsonmark.proc.Proc;
import org.junit.jupiter.api.Test;

/**
 * The CPU wait of a real tree: a busy loop pinned to the same CPU as a busy-looping competitor
 * must wait for it. Only a lower bound is asserted (the machine may be busier still), never a
 * time.
 */
class WaitSamplerTest {

  /** A busy loop of 1.5 s in one process that forks nothing. */
  static final String SPIN =
      "python3 -c 'import time\nend = time.time() + 1.5\nwhile time.time() < end: pass'";

  @Test
  void aTreeSharingItsCpuWithABurnerWaitsALargeShareOfItsTime() throws Exception {
    assumeTrue(Proc.treeReadable() && Files.isExecutable(Path.of("/usr/bin/taskset")),
        "needs /proc schedstat and taskset");
    Process burner = new ProcessBuilder("taskset", "-c", "0", "sh", "-c", "while :; do :; done")
        .start();
    try {
      Thread.sleep(200); // the burner is on CPU 0 before the measured tree starts
      // The measured busy loop runs in a child of sh, as a benchmark command's parser does.
      Process tree = new ProcessBuilder("taskset", "-c", "0", "sh", "-c", SPIN + "; true")
          .start();
      WaitSampler sampler = WaitSampler.start(tree.toHandle(), List::of);
      tree.waitFor();
      TreeWait wait = sampler.stop();

      assertThat(tree.exitValue()).isZero();
      assertThat(wait.unavailable()).isEmpty();
      assertThat(wait.threads()).isGreaterThanOrEqualTo(2);
      // Sharing one CPU with a burner, a busy loop waits about half of its time, or more.
      assertThat(wait.waitSeconds().getAsDouble()).isGreaterThan(0.3 * wait.wallSeconds());
    } finally {
      burner.destroyForcibly().waitFor();
    }
  }

  @Test
  void readingsComeEarlyThenAtATenthOfTheTimeElapsedNeverCloserThan100Ms() {
    assertThat(List.of(WaitSampler.gapMillis(0, 0), WaitSampler.gapMillis(1, 5),
        WaitSampler.gapMillis(2, 10), WaitSampler.gapMillis(3, 20), WaitSampler.gapMillis(4, 40)))
        .containsExactly(5L, 5L, 10L, 20L, 40L);
    assertThat(WaitSampler.gapMillis(5, 80)).isEqualTo(100);
    assertThat(WaitSampler.gapMillis(12, 999)).isEqualTo(100);
    assertThat(WaitSampler.gapMillis(20, 3000)).isEqualTo(300);
    assertThat(WaitSampler.gapMillis(40, 60_000)).isEqualTo(6000);
  }

  @Test
  void theReapedCpuTimeFillsInWhatRanAfterTheLastReadingButNoMore() {
    // 9.0 s sampled, 9.7 s counted at the reaping, 0.8 s missed at most: the reaped figure.
    assertThat(ReapedCpu.orSampled(9.0, OptionalDouble.of(9.7), 0.8)).isEqualTo(9.7);
    // 1 s more than the cores could have run since the last reading: another child; sampled.
    assertThat(ReapedCpu.orSampled(9.0, OptionalDouble.of(10.0), 0.8)).isEqualTo(9.0);
    // Clock ticks below the sampled nanoseconds, or nothing counted: the sampled figure.
    assertThat(ReapedCpu.orSampled(9.0, OptionalDouble.of(8.99), 0.8)).isEqualTo(9.0);
    assertThat(ReapedCpu.orSampled(9.0, OptionalDouble.empty(), 0.8)).isEqualTo(9.0);
  }

  @Test
  void aBusyLoopsCpuTimeIsCountedWholeThoughItRanOnAfterTheLastReading() throws Exception {
    assumeTrue(Proc.treeReadable(), "needs /proc schedstat");
    // 1.5 s of spinning: the last reading before the exit is up to 150 ms before it.
    Process tree = new ProcessBuilder("sh", "-c", "exec " + SPIN).start();
    WaitSampler sampler = WaitSampler.start(tree.toHandle(), List::of);
    tree.waitFor();
    TreeWait wait = sampler.stop();
    // The loop ran nearly all of its wall time (less on a busy machine), and never more.
    assertThat(wait.runSeconds().getAsDouble()).isLessThanOrEqualTo(wait.wallSeconds() + 0.02);
    // Its 1.5 s of spinning never sleeps: each moment of it was run or waited for, however
    // long Python's start-up spent blocked on a cold disk (neither run nor waited).
    assertThat(wait.runSeconds().getAsDouble() + wait.waitSeconds().getAsDouble())
        .isGreaterThan(1.5 - 0.05);
  }

  @Test
  void machineFiguresAreReadWhereTheKernelHasThem() throws Exception {
    Process sleeper = new ProcessBuilder("sleep", "0.2").start();
    WaitSampler sampler = WaitSampler.start(sleeper.toHandle(), List::of);
    sleeper.waitFor();
    TreeWait wait = sampler.stop();
    assertThat(wait.pressureSeconds().isPresent())
        .isEqualTo(Files.isReadable(Path.of("/proc/pressure/cpu")));
    assertThat(wait.wallSeconds()).isPositive();
    if (wait.pressureSeconds().isPresent()) {
      assertThat(wait.pressureSeconds().getAsDouble()).isGreaterThanOrEqualTo(0);
    }
  }
}
