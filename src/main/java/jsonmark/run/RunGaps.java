package jsonmark.run;

import java.util.List;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import jsonmark.exec.Executor;

/**
 * The driver's own time between two timed runs: from one timed run's exit to the next one's
 * start, whatever the driver did in between (judging, the read check, writing the results, the
 * scheduler, settling). A hook (--prepare, --conclude) or an untimed run between them is the
 * user's time or another phase's, so the next start has no gap.
 */
final class RunGaps {

  private final LongSupplier clock;
  /** When the last timed run's root exited, in the clock's ns. */
  private long lastExit;
  /** Whether a timed run exited last, and nothing else ran since. */
  private boolean afterRun;
  private OptionalDouble last = OptionalDouble.empty();

  /** @param clock the time now in ns: {@code System::nanoTime}, a parameter for tests */
  RunGaps(LongSupplier clock) {
    this.clock = clock;
  }

  /** The watcher of the next timed run: it notes its start and its root's exit. */
  Executor.Watcher watcher() {
    return new Executor.Watcher() {
      @Override
      public void started(ProcessHandle root, Supplier<List<Long>> adopted) {
        RunGaps.this.started();
      }

      @Override
      public void exited() {
        RunGaps.this.exited();
      }
    };
  }

  /** A timed run started now: its gap is the time since the last timed run exited, if any. */
  void started() {
    long now = clock.getAsLong();
    last = afterRun ? OptionalDouble.of(Math.max(0, now - lastExit) / 1e9)
        : OptionalDouble.empty();
    afterRun = false;
  }

  /** A timed run's root exited now. */
  void exited() {
    lastExit = clock.getAsLong();
    afterRun = true;
  }

  /** Something that is not the driver's own work ran (a hook, an untimed run): no gap spans it. */
  void broken() {
    afterRun = false;
  }

  /**
   * The gap before the timed run that started last, in seconds, once: empty for the first run,
   * one after a hook or an untimed run, and one that never started.
   */
  OptionalDouble take() {
    OptionalDouble gap = last;
    last = OptionalDouble.empty();
    return gap;
  }
}
