package jsonmark.run;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.env.Environment;
import jsonmark.exec.ShellExecutor;
import jsonmark.exec.Subreaper;
import jsonmark.exec.TreeDestroyer;
import jsonmark.log.Log;
import jsonmark.profile.ProcessTreeSampler;
import jsonmark.report.Provenance;

/** Puts the real executor, OSHI sampler and result folder behind a run. */
public final class Wiring {

  private Wiring() {}

  /**
   * The run of one benchmark.
   *
   * @param parent the invocation's folder when it runs several benchmarks; the run's results go
   *     into {@code parent/<benchmark>}; empty for a dated folder of its own
   * @param environment the machine and runtimes, read once per invocation
   * @param provenance the driver's version and command line, recorded with the results
   */
  static BenchmarkRun benchmarkRun(
      Settings settings, Log log, PrintWriter out, PrintStream terminal, Interrupts interrupts,
      Optional<Path> parent, Supplier<Environment> environment, Provenance provenance) {
    if (settings.profile()) {
      ProcessTreeSampler.warmUp();
    }
    Optional<ProfilingWatcher.Sampler> sampler =
        settings.profile()
            ? Optional.of(
                (root, adopted) ->
                    ProcessTreeSampler.start(root, adopted, settings.interval())::stop)
            : Optional.empty();
    Subreaper subreaper = Subreaper.enable();
    if (!subreaper.active()) {
      log.debug("No child subreaper on this platform: a command's detached processes are not"
          + " seen, profiled or killed");
    }
    return new BenchmarkRun(
        settings,
        log,
        out,
        new ShellExecutor(new TreeDestroyer(interrupts.cleanup()), subreaper),
        sampler,
        (data, failures) -> FolderResults.create(settings, data, log, failures, parent,
            environment, provenance),
        terminal,
        interrupts);
  }
}
