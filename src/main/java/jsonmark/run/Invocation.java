package jsonmark.run;

import java.awt.AWTError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.benchmark.Benchmarks;
import jsonmark.env.Environment;
import jsonmark.log.Log;
import jsonmark.values.DataFileCheck;
import jsonmark.report.Charts;
import jsonmark.report.MatrixHtml;
import jsonmark.report.MatrixMarkdown;
import jsonmark.report.MatrixReport;
import jsonmark.report.MatrixResults;
import jsonmark.report.Report;
import jsonmark.report.ResultFiles;
import jsonmark.report.ResultsFolder;

/**
 * One {@code jsonmark} invocation: a single benchmark runs as it always did, into a dated folder
 * of its own; several run one after the other, each command on each benchmark's file, into one
 * dated folder with a subfolder per benchmark and, on top, the matrix of commands × benchmarks,
 * rewritten after every benchmark so that a later failure or Ctrl-C loses nothing measured.
 */
public final class Invocation {

  private final List<Settings> benchmarks;
  private final Log log;
  private final PrintWriter out;
  private final PrintStream terminal;
  private final Interrupts interrupts;
  private Environment environment;

  /** @param benchmarks one settings value per benchmark, in the order to run them */
  public Invocation(
      List<Settings> benchmarks, Log log, PrintWriter out, PrintStream terminal,
      Interrupts interrupts) {
    this.benchmarks = List.copyOf(benchmarks);
    this.log = log;
    this.out = out;
    this.terminal = terminal;
    this.interrupts = interrupts;
  }

  /** Runs every benchmark and returns the exit status: 0 all passed, 1 something failed. */
  public int run() throws InterruptedException {
    if (benchmarks.size() == 1 && !WritePlan.announce(benchmarks, log)) {
      return 1;
    }
    if (benchmarks.size() == 1) {
      return Wiring.benchmarkRun(benchmarks.get(0), log, out, terminal, interrupts,
          Optional.empty(), this::environment).run();
    }
    if (!userDataValid()) {
      return 2;
    }
    if (!WritePlan.announce(benchmarks, log)) {
      return 1;
    }
    Settings first = benchmarks.get(0);
    if (first.onlySerialize()) {
      int status = 0;
      for (Settings settings : benchmarks) {
        status = Math.max(status,
            Wiring.benchmarkRun(settings, log, out, terminal, interrupts, Optional.empty(),
                this::environment).run());
      }
      return status;
    }
    Optional<ResultsFolder> top = topFolder(first);
    if (top.isEmpty()) {
      return 1;
    }
    interrupts.announceResultsIn(top.get().path());
    int status = 0;
    List<Report> reports = new ArrayList<>();
    CommandsLeft commandsLeft =
        new CommandsLeft(benchmarks.stream().mapToInt(b -> b.commands().size()).sum());
    for (Settings settings : benchmarks) {
      log.info("Benchmark " + settings.label() + " (" + (reports.size() + 1) + " of "
          + benchmarks.size() + ")");
      BenchmarkRun run =
          Wiring.benchmarkRun(settings, log, out, terminal, interrupts,
              Optional.of(top.get().path()), this::environment)
              .countingIn(commandsLeft);
      status = Math.max(status, run.run());
      run.report().ifPresent(reports::add);
      if (!write(top.get().path(), new MatrixReport(reports))) {
        status = 1;
      }
    }
    out.println();
    out.print(MatrixMarkdown.table(new MatrixReport(reports)));
    out.flush();
    log.info("Results of all " + benchmarks.size() + " benchmarks: " + top.get().path());
    return status;
  }

  /**
   * Checks every --data file before anything runs, so that a bad line in the last file does not
   * come after the others' runs; says what is wrong with the first bad one.
   */
  private boolean userDataValid() {
    for (Settings settings : benchmarks) {
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

  private Optional<ResultsFolder> topFolder(Settings first) {
    boolean everyBenchmark = benchmarks.size() == Benchmarks.all().size()
        && benchmarks.stream().allMatch(b -> b.data().isEmpty());
    String name = everyBenchmark ? "all" : benchmarks.size() + "-benchmarks";
    try {
      return Optional.of(ResultsFolder.create(first.resultsDir(), name, Instant.now()));
    } catch (IOException e) {
      log.error(ResultsFolder.cannotCreate(first.resultsDir(), e));
      log.debug(e);
      return Optional.empty();
    }
  }

  /**
   * The top files: summary.md and report.html (the matrix), ranking.png, and the runs.csv and
   * summary.json of every benchmark.
   */
  private boolean write(Path folder, MatrixReport matrix) {
    try {
      ResultFiles.writeAtomically(folder.resolve("runs.csv"), MatrixResults.runsCsv(matrix));
      ResultFiles.writeAtomically(folder.resolve("summary.json"), MatrixResults.summaryJson(matrix));
      Optional<byte[]> ranking = Charts.ranking(matrix);
      if (ranking.isPresent()) {
        ResultFiles.writeAtomically(folder.resolve("ranking.png"), ranking.get());
      }
      ResultFiles.writeAtomically(
          folder.resolve("summary.md"), MatrixMarkdown.render(matrix, ranking.isPresent()));
      ResultFiles.writeAtomically(folder.resolve("report.html"), MatrixHtml.render(matrix, ranking));
      return true;
    } catch (IOException | RuntimeException | AWTError e) {
      log.error("cannot write the matrix to " + folder + ": " + e.getMessage());
      log.debug(e);
      return false;
    }
  }
}
