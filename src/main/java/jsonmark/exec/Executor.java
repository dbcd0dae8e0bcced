package jsonmark.exec;

import java.io.OutputStream;
import java.time.Duration;
import java.util.Optional;

/** Runs one shell command to completion; the run loop's only way to spawn, so tests can fake it. */
public interface Executor {

  /**
   * What a spawn needs besides the command.
   *
   * @param timeout kill the tree after this long, when present
   * @param stderrSink where the child's stderr is copied as it arrives, may be null
   * @param watcher told when the tree starts and when its root exits, when present
   */
  record Options(Optional<Duration> timeout, OutputStream stderrSink, Optional<Watcher> watcher) {}

  /** Hears of a spawned tree's start and its root's exit: where a profiler hooks in. */
  interface Watcher {
    /** Called right after the spawn, before the clock matters to anyone but the child. */
    void started(ProcessHandle root);

    /** Called right after the root exited (or was killed), before leftovers are killed. */
    void exited();
  }

  Execution execute(String shellCommand, Options options) throws InterruptedException;
}
