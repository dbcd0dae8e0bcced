package jsonmark.run;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.exec.Executor;
import jsonmark.stats.CpuWait;

/**
 * Measures how long one run waited for a CPU: a fresh watcher per run, hooked into the spawn,
 * whose figures are read once the run's root exited.
 */
interface WaitMeter {

  /** A watcher of one run that also knows its CPU wait once the run's root exited. */
  interface Watch extends Executor.Watcher {
    /** The figures, empty when the run never started. */
    Optional<CpuWait> cpuWait();
  }

  /** Starts watching the next run. */
  Watch watch();

  /** Measures nothing: for tests and platforms without {@code /proc}. */
  static WaitMeter none() {
    return () -> new Watch() {
      @Override
      public void started(ProcessHandle root, Supplier<List<Long>> adopted) {}

      @Override
      public void exited() {}

      @Override
      public Optional<CpuWait> cpuWait() {
        return Optional.empty();
      }
    };
  }

  /** One watcher telling both of the same spawn, the first first. */
  static Executor.Watcher both(Executor.Watcher first, Optional<? extends Executor.Watcher> second) {
    if (second.isEmpty()) {
      return first;
    }
    Executor.Watcher other = second.get();
    return new Executor.Watcher() {
      @Override
      public void started(ProcessHandle root, Supplier<List<Long>> adopted) {
        first.started(root, adopted);
        other.started(root, adopted);
      }

      @Override
      public void exited() {
        first.exited();
        other.exited();
      }
    };
  }
}
