package jsonmark.exec;

import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** Runs one shell command to completion; the run loop's only way to spawn, so tests can fake it. */
public interface Executor {

  /**
   * What a spawn needs besides the command.
   *
   * @param timeout kill the tree after this long, when present
   * @param stderrSink where the child's stderr is copied as it arrives, may be null
   * @param watcher told when the tree starts and when its root exits, when present
   * @param stdoutSink where the child's whole stdout is copied as it arrives, may be null (the
   *     validation mode reads every line a program writes; a timed run keeps only the tail)
   * @param rootShell where a shell put at the tree's root writes what the tree read and its CPU
   *     time, which are then the run's (see {@link RootAccounting}); empty for the driver's own
   *     accounting
   */
  record Options(
      Optional<Duration> timeout,
      OutputStream stderrSink,
      Optional<Watcher> watcher,
      OutputStream stdoutSink,
      Optional<Path> rootShell) {

    /** Options whose stdout is only tailed. */
    public Options(Optional<Duration> timeout, OutputStream stderrSink, Optional<Watcher> watcher) {
      this(timeout, stderrSink, watcher, null);
    }

    /** Options of a run that is alone. */
    public Options(Optional<Duration> timeout, OutputStream stderrSink, Optional<Watcher> watcher,
        OutputStream stdoutSink) {
      this(timeout, stderrSink, watcher, stdoutSink, Optional.empty());
    }
  }

  /** Hears of a spawned tree's start and its root's exit: where a profiler hooks in. */
  interface Watcher {
    /**
     * Called right after the spawn, before the clock matters to anyone but the child.
     *
     * @param adopted the pids of processes that left the tree and were adopted by the driver
     *     (see {@link Subreaper}), at the moment of the call; they belong to the tree too
     */
    void started(ProcessHandle root, Supplier<List<Long>> adopted);

    /** Called right after the root exited (or was killed), before leftovers are killed. */
    void exited();
  }

  /**
   * Runs {@code command} and returns what it did.
   *
   * @throws InterruptedException when the driver is shutting down (an interrupt began): the run
   *     was refused, or its tree was killed, and it measured nothing
   */
  Execution execute(ShellCommand command, Options options) throws InterruptedException;

  /**
   * Whether this executor counts what a run's tree reads ({@link Execution#reads}) on this
   * system: when it does, a run without that count ended (killed, or never started) before it
   * could be made. None does unless it says so.
   */
  default boolean countsReads() {
    return false;
  }
}
