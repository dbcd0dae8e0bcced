package jsonmark.run;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellExecutor;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.profile.Profile;
import jsonmark.profile.ProcessTreeSampler;

/** Puts the real executor, OSHI sampler and result folder behind a run. */
public final class Wiring {

  private Wiring() {}

  public static BenchmarkRun benchmarkRun(
      Settings settings, Log log, PrintWriter out, PrintStream terminal, Cleanup cleanup) {
    if (settings.profile()) {
      ProcessTreeSampler.warmUp();
    }
    Optional<Function<ProcessHandle, Supplier<Profile>>> sampler =
        settings.profile()
            ? Optional.of(
                handle -> ProcessTreeSampler.start(handle, settings.interval())::stop)
            : Optional.empty();
    return new BenchmarkRun(
        settings,
        log,
        out,
        new ShellExecutor(),
        sampler,
        (data, failures) -> FolderResults.create(settings, data, log, failures),
        terminal,
        cleanup);
  }
}
