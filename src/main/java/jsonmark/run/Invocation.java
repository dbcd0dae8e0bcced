package jsonmark.run;

import java.awt.AWTError;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.env.Environment;
import jsonmark.exec.Executor;
import jsonmark.instructions.CountFolder;
import jsonmark.instructions.Valgrind;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.plan.Workload;
import jsonmark.preparation.UserFiles;
import jsonmark.preparation.WritePlan;
import jsonmark.profile.ProcessTreeSampler;
import jsonmark.progress.TerminalWidth;
import jsonmark.progress.TimeLeft;
import jsonmark.report.Provenance;
import jsonmark.report.Report;
import jsonmark.report.format.EmptyShardFolder;
import jsonmark.report.format.MatrixFolder;
import jsonmark.report.format.ResultsFolder;
import jsonmark.result.RunOrder;

/**
 * One {@code jsonmark} invocation, from its {@link Plan}: a single workload runs into a dated
 * folder of its own; several run one after the other, each command on each workload's file, into
 * one dated folder with a subfolder per workload and, on top, the matrix of commands ×
 * workloads, rewritten after every workload so that a later failure or Ctrl-C loses nothing
 * measured.
 */
public final class Invocation {

  private final Plan plan;
  private final Log log;
  private final PrintWriter out;
  private final PrintStream terminal;
  private final Interrupts interrupts;
  private final Supplier<Executor> executors;
  private final Provenance provenance;
  private final ExportFiles exports;
  private Environment environment;
  private final long started = System.nanoTime();
  private int done;
  private final List<Path> folders = new ArrayList<>();
  private final java.util.Map<Path, Report> reports = new java.util.HashMap<>();

  /**
   * @param executors a new executor for each workload's run, killing trees through the cleanup
   *     of {@code interrupts}
   * @param provenance the driver's version and command line, recorded with the results
   */
  public Invocation(Plan plan, Log log, PrintWriter out, PrintStream terminal,
      Interrupts interrupts, Supplier<Executor> executors, Provenance provenance) {
    this(plan, log, out, out, terminal, interrupts, executors, provenance);
  }

  /**
   * @param out where the results tables go
   * @param stdout standard output, where an export to {@code -} goes ({@code out} is elsewhere
   *     then)
   */
  public Invocation(Plan plan, Log log, PrintWriter out, PrintWriter stdout,
      PrintStream terminal, Interrupts interrupts, Supplier<Executor> executors,
      Provenance provenance) {
    this.exports = new ExportFiles(plan.output().exports(),
        plan.work().workloads().stream().map(Workload::label).toList(), stdout, log);
    this.plan = plan;
    this.log = log;
    this.out = out;
    this.terminal = terminal;
    this.interrupts = interrupts;
    this.executors = executors;
    this.provenance = provenance;
  }

  /** Runs every workload and returns the exit status: 0 all passed, 1 failed, 2 bad data. */
  public int run() throws InterruptedException {
    boolean printed = false;
    try {
      int status = runAll();
      printed = true;
      return exports.finish() ? status : 1;
    } finally {
      if (!printed) {
        exports.finish(); // Ctrl-C: what was measured still reaches standard output
      }
    }
  }

  private int runAll() throws InterruptedException {
    if (plan.sharding().split() && plan.work().workloads().isEmpty()) {
      return emptyPart();
    }
    if (plan.work().workloads().size() > 1 && !UserFiles.valid(plan.work(), log)) {
      return 2;
    }
    if (!plan.work().onlySerialize() && plan.measuring().needsValgrind()) {
      Optional<String> missing = Valgrind.missing(System.getenv("PATH"));
      if (missing.isPresent()) {
        log.error(missing.get());
        return 1;
      }
      int swept = CountFolder.sweep();
      if (swept > 0) {
        log.info("Removed " + swept + " folder" + (swept == 1 ? "" : "s") + " of Valgrind's"
            + " counts left in " + System.getProperty("java.io.tmpdir") + " by jsonmark drivers"
            + " that were killed while counting");
      }
    }
    if (!plan.work().onlySerialize()) {
      List<String> missing = MissingPrograms.of(plan.work().commands(), System.getenv("PATH"));
      missing.forEach(log::error);
      if (!missing.isEmpty() && missing.size() == plan.work().commands().size()) {
        log.error("no command's program is found: nothing to run, so no data is written");
        return 1;
      }
    }
    if (!WritePlan.announce(plan, log)) {
      return 1;
    }
    if (!plan.work().onlySerialize() && plan.schedule().order() == RunOrder.INTERLEAVED
        && plan.work().commands().size() > 1) {
      log.info("Interleaved rounds: every round runs each command that still needs runs once,"
          + " in a random order (seed " + plan.schedule().seed() + "; --seed "
          + plan.schedule().seed() + " repeats it)");
    }
    if (plan.work().workloads().size() == 1 || plan.work().onlySerialize()) {
      int status = 0;
      for (Workload workload : plan.work().workloads()) {
        BenchmarkRun run = benchmarkRun(workload);
        try {
          status = Math.max(status, run.run(Optional.empty()));
        } finally {
          run.folder().ifPresent(folders::add);
          run.folder().ifPresent(f -> run.report().ifPresent(r -> reports.put(f, r)));
          if (!exported(run.report())) {
            status = 1;
          }
        }
      }
      return status;
    }
    Optional<MatrixFolder> top = topFolder();
    if (top.isEmpty()) {
      return 1;
    }
    MatrixFolder matrix = top.get();
    folders.add(matrix.path());
    interrupts.announceResultsIn(matrix.path());
    int status = 0;
    for (Workload workload : plan.work().workloads()) {
      log.info("Benchmark " + workload.label() + " (" + (matrix.size() + 1) + " of "
          + plan.work().workloads().size() + ")");
      if (!started(matrix, workload)) {
        status = 1;
      }
      BenchmarkRun run = benchmarkRun(workload);
      try {
        status = Math.max(status, run.run(Optional.of(matrix.path())));
      } finally {
        if (!write(matrix, run.report()) | !exported(run.report())) {
          status = 1;
        }
      }
      done++;
    }
    out.println();
    out.print(matrix.terminal(TerminalWidth.columns()));
    out.flush();
    log.results("Results of all " + plan.work().workloads().size() + " benchmarks: "
        + matrix.path());
    return status;
  }

  /** Writes the folder of a part with nothing to run, saying so: 0, or 1 if it failed. */
  private int emptyPart() {
    log.info("Shard " + plan.sharding().shard() + " has nothing to run: the plan has fewer"
        + " units than parts");
    try {
      java.nio.file.Path folder = EmptyShardFolder.write(plan.output().resultsDir(),
          FolderSink.part(plan).orElseThrow(), provenance.jsonmarkVersion(), Instant.now());
      log.results("Results of shard " + plan.sharding().shard() + ": " + folder);
      return 0;
    } catch (IOException e) {
      log.error(ResultsFolder.cannotCreate(plan.output().resultsDir(), e));
      log.debug(e);
      return 1;
    }
  }

  /**
   * The results folders this invocation wrote, for the history to record once it ends: each
   * workload's, or the one folder holding them all.
   */
  public List<Path> folders() {
    return List.copyOf(folders);
  }

  /**
   * The report each folder of one benchmark holds, as written to its summary.json: the history
   * records it from here rather than reading the file back.
   */
  public java.util.Map<Path, Report> reports() {
    return java.util.Map.copyOf(reports);
  }

  /** The run of one workload, with the real executor and the OSHI sampler when profiling. */
  private BenchmarkRun benchmarkRun(Workload workload) {
    if (plan.measuring().profile()) {
      ProcessTreeSampler.warmUp();
    }
    Optional<ProfilingWatcher.Sampler> sampler = plan.measuring().profile()
        ? Optional.of((root, adopted) ->
            ProcessTreeSampler.start(root, adopted, plan.measuring().interval())::stop)
        : Optional.empty();
    return new BenchmarkRun(plan.on(workload), workload, executors.get(), new BenchmarkRun.Setting(log, out,
        terminal, interrupts,
        plan.work().onlySerialize() ? Optional.empty() : Optional.of(environment()),
        provenance, sampler, new ProcWaitMeter(), DriverSettle.ofThisJvm(), later()));
  }

  /**
   * What comes after the workload about to run, for its progress lines: how many more, and once
   * one is done, about how long each took so far. A value handed down, so that the benchmark run
   * never calls back up into the invocation.
   */
  private Optional<String> later() {
    int left = plan.work().workloads().size() - done - 1;
    if (left <= 0) {
      return Optional.empty();
    }
    String more = left + " more " + (left == 1 ? "benchmark" : "benchmarks") + " after this";
    if (done == 0) {
      return Optional.of(more);
    }
    Duration each = Duration.ofNanos((System.nanoTime() - started) / done);
    return Optional.of(more + " (about " + TimeLeft.text(each) + " each so far)");
  }

  /** The machine and runtimes, read once: the probes spawn a process per runtime. */
  private Environment environment() {
    if (environment == null) {
      log.debug("Reading the environment");
      environment = Environment.capture();
    }
    return environment;
  }

  private Optional<MatrixFolder> topFolder() {
    boolean everyBenchmark = plan.work().workloads().size() == Benchmarks.all().size()
        && plan.work().workloads().stream().allMatch(w -> w instanceof Workload.Generated);
    String name = everyBenchmark ? "all" : plan.work().workloads().size() + "-benchmarks";
    try {
      return Optional.of(MatrixFolder.create(plan.output().resultsDir(), name, Instant.now(),
          plan.work().workloads().size()));
    } catch (IOException e) {
      log.error(ResultsFolder.cannotCreate(plan.output().resultsDir(), e));
      log.debug(e);
      return Optional.empty();
    }
  }

  /** Adds what the workload measured, if it got that far, to the exports; false if one failed. */
  private boolean exported(Optional<Report> report) {
    return exports.add(report);
  }

  /** Rewrites the matrix files saying that {@code workload} started; false if they failed. */
  private boolean started(MatrixFolder matrix, Workload workload) {
    return rewrite(matrix, () -> matrix.start(workload.label()));
  }

  /** Adds what the workload measured, if it got that far, and rewrites the matrix files. */
  private boolean write(MatrixFolder matrix, Optional<Report> report) {
    return rewrite(matrix, () -> {
      if (report.isPresent()) {
        matrix.add(report.get());
      } else {
        matrix.endedEmpty();
      }
    });
  }

  /** Runs {@code change} of the matrix files; false, said, when they could not be written. */
  private boolean rewrite(MatrixFolder matrix, MatrixChange change) {
    try {
      change.run();
      return true;
    } catch (IOException | RuntimeException | AWTError e) {
      log.error("cannot write the matrix to " + matrix.path() + ": " + e.getMessage());
      log.debug(e);
      return false;
    }
  }

  /** A change to the matrix files, which writes them. */
  private interface MatrixChange {
    void run() throws IOException;
  }
}
