package jsonmark.exec;

import java.io.OutputStream;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;

/** Runs one shell command to completion; the run loop's only way to spawn, so tests can fake it. */
public interface Executor {

  /**
   * What a spawn needs besides the command.
   *
   * @param timeout kill the tree after this long, when present
   * @param stderrSink where the child's stderr is copied as it arrives, may be null
   * @param sampler starts profiling a spawned tree, when profiling is on
   */
  record Options(
      Optional<Duration> timeout,
      OutputStream stderrSink,
      Optional<Function<ProcessHandle, TreeSampler>> sampler) {}

  /** A running profiler of one process tree. */
  interface TreeSampler {
    /** Called right after the tree's root exited; returns everything sampled. */
    jsonmark.profile.Profile stop();
  }

  Execution execute(String shellCommand, Options options) throws InterruptedException;
}
