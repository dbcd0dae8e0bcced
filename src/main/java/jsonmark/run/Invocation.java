package jsonmark.run;

import java.awt.AWTError;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.env.Environment;
import jsonmark.exec.Executor;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.profile.ProcessTreeSampler;
import jsonmark.report.Provenance;
import jsonmark.report.Report;
import jsonmark.report.format.MatrixFolder;
import jsonmark.report.format.ResultsFolder;
import jsonmark.values.DataFileCheck;

/**
 * One {@code jsonmark} invocation: a single benchmark runs as it always did, into a dated folder
 * of its own; several run one after the other, each command on each benchmark's file, into one
 * dated folder with a subfolder per benchmark and, on top, the matrix of commands × benchmarks,
 * rewritten after every benchmark so that a later failure or Ctrl-C loses nothing measured.
 */
public final class Invocation {

  private final List<BenchmarkOptions> benchmarks;
  private final Log log;
  private final PrintWriter out;
  private final PrintStream terminal;
  private final Interrupts interrupts;
  private final Supplier<Executor> executors;
  private final Provenance provenance;
  private Environment environment;

  /**
   * @param benchmarks one options value per benchmark, in the order to run them
   * @param executors a new executor for each benchmark's run, killing trees through the cleanup
   *     of {@code interrupts}
   * @param provenance the driver's version and command line, recorded with the results
   */
  public Invocation(
      List<BenchmarkOptions> benchmarks, Log log, PrintWriter out, PrintStream terminal,
      Interrupts interrupts, Supplier<Executor> executors, Provenance provenance) {
    this.benchmarks = List.copyOf(benchmarks);
    this.provenance = provenance;
    this.log = log;
    this.out = out;
    this.terminal = terminal;
    this.interrupts = interrupts;
    this.executors = executors;
  }

  /** Runs every benchmark and returns the exit status: 0 all passed, 1 something failed. */
  public int run() throws InterruptedException {
    if (benchmarks.size() == 1 && !WritePlan.announce(benchmarks, log)) {
      return 1;
    }
    if (benchmarks.size() == 1) {
      return benchmarkRun(benchmarks.get(0), Optional.empty()).run();
    }
    if (!userDataValid()) {
      return 2;
    }
    if (!WritePlan.announce(benchmarks, log)) {
      return 1;
    }
    BenchmarkOptions first = benchmarks.get(0);
    if (first.onlySerialize()) {
      int status = 0;
      for (BenchmarkOptions settings : benchmarks) {
        status = Math.max(status, benchmarkRun(settings, Optional.empty()).run());
      }
      return status;
    }
    Optional<MatrixFolder> top = topFolder(first);
    if (top.isEmpty()) {
      return 1;
    }
    MatrixFolder matrix = top.get();
    interrupts.announceResultsIn(matrix.path());
    int status = 0;
    CommandsLeft commandsLeft =
        new CommandsLeft(benchmarks.stream().mapToInt(b -> b.commands().size()).sum());
    for (BenchmarkOptions settings : benchmarks) {
      log.info("Benchmark " + settings.label() + " (" + (matrix.size() + 1) + " of "
          + benchmarks.size() + ")");
      BenchmarkRun run =
          benchmarkRun(settings, Optional.of(matrix.path())).countingIn(commandsLeft);
      status = Math.max(status, run.run());
      if (!write(matrix, run.report())) {
        status = 1;
      }
    }
    out.println();
    out.print(matrix.terminal(TerminalWidth.columns()));
    out.flush();
    log.info("Results of all " + benchmarks.size() + " benchmarks: " + matrix.path());
    return status;
  }

  /**
   * The run of one benchmark, with the real executor, the OSHI sampler when profiling, and its
   * results folder.
   *
   * @param parent the invocation's folder when it runs several benchmarks; the run's results go
   *     into {@code parent/<benchmark>}; empty for a dated folder of its own
   */
  private BenchmarkRun benchmarkRun(BenchmarkOptions settings, Optional<Path> parent) {
    if (settings.profile()) {
      ProcessTreeSampler.warmUp();
    }
    Optional<ProfilingWatcher.Sampler> sampler =
        settings.profile()
            ? Optional.of(
                (root, adopted) ->
                    ProcessTreeSampler.start(root, adopted, settings.interval())::stop)
            : Optional.empty();
    return new BenchmarkRun(settings, log, out, executors.get(), sampler,
        (data, failures) -> FolderSink.create(settings, data, log, failures, parent,
            this::environment, provenance),
        terminal, interrupts)
        .meteredBy(new ProcWaitMeter());
  }

  /**
   * Checks every --data file before anything runs, so that a bad line in the last file does not
   * come after the others' runs; says what is wrong with the first bad one.
   */
  private boolean userDataValid() {
    for (BenchmarkOptions settings : benchmarks) {
      if (settings.data().isEmpty()) {
        continue;
      }
      Path file = settings.data().get();
      try (InputStream in = Files.newInputStream(file)) {
        DataFileCheck.scan(in, null, null, 0);
      } catch (DataFileCheck.BadLine e) {
        log.error("--data " + file + ": " + e.getMessage() + "; nothing was run (fix or remove"
            + " that line)");
        return false;
      } catch (IOException e) {
        log.error("--data " + file + ": cannot read it: " + e.getMessage());
        return false;
      }
    }
    return true;
  }

  /** The machine and runtimes, read once: the probes spawn a process per runtime. */
  private Environment environment() {
    if (environment == null) {
      log.debug("Reading the environment");
      environment = Environment.capture();
    }
    return environment;
  }

  private Optional<MatrixFolder> topFolder(BenchmarkOptions first) {
    boolean everyBenchmark = benchmarks.size() == Benchmarks.all().size()
        && benchmarks.stream().allMatch(b -> b.data().isEmpty());
    String name = everyBenchmark ? "all" : benchmarks.size() + "-benchmarks";
    try {
      return Optional.of(MatrixFolder.create(first.resultsDir(), name, Instant.now()));
    } catch (IOException e) {
      log.error(ResultsFolder.cannotCreate(first.resultsDir(), e));
      log.debug(e);
      return Optional.empty();
    }
  }

  /** Adds what the benchmark measured, if it got that far, and rewrites the matrix files. */
  private boolean write(MatrixFolder matrix, Optional<Report> report) {
    try {
      if (report.isPresent()) {
        matrix.add(report.get());
      } else {
        matrix.write();
      }
      return true;
    } catch (IOException | RuntimeException | AWTError e) {
      log.error("cannot write the matrix to " + matrix.path() + ": " + e.getMessage());
      log.debug(e);
      return false;
    }
  }
}
