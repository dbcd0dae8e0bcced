package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import jsonmark.lifecycle.Cleanup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stop of the driver stops the running tree, real processes included, until the driver runs
 * again, and marks the run; the driver's own stop is a stand-in that waits, as a real one would.
 */
class JobControlTest {

  @TempDir Path tmp;

  static long lines(Path file) {
    try {
      return Files.exists(file) ? Files.readAllLines(file).size() : 0;
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Execution run(ShellExecutor executor, String script) throws Exception {
    return executor.execute(new ShellCommand(script, Map.of()),
        new Executor.Options(Optional.empty(), null, Optional.empty()));
  }

  @Test
  void aTreeStopsWhileTheDriverIsStoppedGoesOnAfterAndItsRunIsMarkedSuspended()
      throws Exception {
    Path ticks = tmp.resolve("ticks");
    AtomicLong grewWhileStopped = new AtomicLong(-1);
    JobControl jobs = new JobControl(() -> {
      long before = lines(ticks);
      try {
        Thread.sleep(600);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      grewWhileStopped.set(lines(ticks) - before);
    });
    ShellExecutor executor =
        new ShellExecutor(new TreeDestroyer(new Cleanup()), Subreaper.enable(), jobs);
    // Two tickers: the shell itself and a background child of it, in the same tree.
    String tick = "for i in $(seq 20); do echo %s >> '" + ticks + "'; sleep 0.05; done";
    String script = String.format(tick, "a") + " & " + String.format(tick, "b") + "; wait";
    Thread ctrlZ = new Thread(() -> {
      while (lines(ticks) < 4) {
        Thread.onSpinWait();
      }
      jobs.suspend();
    });
    ctrlZ.start();
    Execution e = run(executor, script);
    ctrlZ.join();
    assertThat(grewWhileStopped.get()).as("ticks while the driver was stopped").isZero();
    assertThat(e.exitCode()).isZero();
    assertThat(lines(ticks)).as("both tickers ran on to the end").isEqualTo(40);
    assertThat(e.suspended()).isTrue();
  }

  @Test
  void aRunWithoutAStopIsNotSuspendedAndAStopBetweenRunsMarksNeither() throws Exception {
    JobControl jobs = new JobControl(() -> { });
    ShellExecutor executor =
        new ShellExecutor(new TreeDestroyer(new Cleanup()), Subreaper.enable(), jobs);
    assertThat(run(executor, "true").suspended()).isFalse();
    jobs.suspend();
    assertThat(run(executor, "true").suspended()).isFalse();
  }
}
