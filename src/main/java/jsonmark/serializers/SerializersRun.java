package jsonmark.serializers;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.env.Environment;
import jsonmark.lifecycle.Cleanup;
import jsonmark.io.OwnedFolder;
import jsonmark.log.Log;
import jsonmark.report.format.ResultsFolder;
import jsonmark.serialize.Serializers;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.util.Version;

/**
 * One {@code jsonmark serializers} run: check every serializer's output, time those that pass with
 * JMH, then print the table and write the results folder. The report is rewritten as each
 * benchmark ends, so that Ctrl-C keeps every benchmark measured; a run stopped before the first
 * ends removes its folder, which then holds nothing but JMH's log.
 */
public final class SerializersRun {

  private final Log log;
  private final PrintWriter out;
  private final PrintWriter err;
  private final Cleanup cleanup;
  private final Consumer<Path> resultsFolder;

  /** The outcome of the checks: one per serializer, and the output size of those that passed. */
  private record Checked(
      List<ThroughputReport.Check> checks, String reference, Map<String, Long> bytes) {}

  /**
   * @param cleanup the owner of what an interrupt undoes; closed, it means one is under way
   * @param resultsFolder told the results folder once it holds a result, so that an interrupt
   *     can say where the results measured so far are
   */
  public SerializersRun(Log log, PrintWriter out, PrintWriter err, Cleanup cleanup,
      Consumer<Path> resultsFolder) {
    this.log = log;
    this.out = out;
    this.err = err;
    this.cleanup = cleanup;
    this.resultsFolder = resultsFolder;
  }

  /** Returns the exit status: 0, or 1 when a serializer was wrong or JMH failed. */
  public int run(Benchmark<?> benchmark, JmhRun.Plan plan, Path resultsDir, Instant now)
      throws IOException {
    Checked checked = check(benchmark, plan);
    if (checked.bytes().isEmpty()) {
      log.error("no serializer wrote the records' values; nothing was timed");
      return 1;
    }
    ResultsFolder made = ResultsFolder.create(resultsDir, "serializers", now);
    Results results = new Results(made, plan, Environment.capture(), checked, now);
    try (OutputStream jmhLog = Files.newOutputStream(made.path().resolve("jmh.log"))) {
      JmhRun.Outcome outcome;
      try {
        outcome = JmhRun.run(plan.withSerializers(List.copyOf(checked.bytes().keySet())),
            checked.bytes(), log::info, jmhLog, results::saveSoFar);
      } catch (RunnerException e) {
        if (cleanup.isClosed()) {
          return 1; // interrupted: JMH lost its fork, which the interrupt ended
        }
        log.error("JMH failed: " + e.getMessage() + "; its log ends:");
        tail(made.path().resolve("jmh.log")).forEach(line -> err.println("  " + line));
        err.flush();
        return 1;
      }
      List<ThroughputTable.Row> rows = results.save(outcome.measurements());
      made.writer().write("jmh.json", outcome.jmhJson());
      out.println(ReportMarkdown.equivalence(results.report(rows)));
      out.flush();
      ThroughputTable.advice(rows).ifPresent(log::warn);
      out.print(ReportMarkdown.table(rows));
      out.flush();
      log.info("Results: " + made.path());
      return checked.checks().stream().allMatch(ThroughputReport.Check::passed) ? 0 : 1;
    } finally {
      results.unguard();
    }
  }

  /**
   * The results folder's report, saved as each benchmark ends. Until the first is saved, an
   * interrupt removes the folder: it holds no result, and an empty results folder would say
   * otherwise (and break a glob such as {@code jsonmark compare results/*}).
   */
  private final class Results {
    private final ResultsFolder folder;
    private final JmhRun.Plan plan;
    private final Environment environment;
    private final Checked checked;
    private final Instant now;
    private Cleanup.Registration empty;
    private boolean warned;

    Results(ResultsFolder folder, JmhRun.Plan plan, Environment environment, Checked checked,
        Instant now) {
      this.folder = folder;
      this.plan = plan;
      this.environment = environment;
      this.checked = checked;
      this.now = now;
      try {
        this.empty = cleanup.register("the results folder " + folder.path() + ", still empty",
            () -> OwnedFolder.removeQuietly(folder.path()));
      } catch (Cleanup.ClosedException interrupted) {
        OwnedFolder.removeQuietly(folder.path());
        throw interrupted;
      }
    }

    /** Writes the report of {@code measurements} and returns its rows. */
    List<ThroughputTable.Row> save(List<Measurement> measurements) throws IOException {
      List<ThroughputTable.Row> rows = ThroughputTable.rows(measurements);
      folder.writer().write(new ReportFiles.Results(report(rows), rows), ReportFiles.FILES);
      unguard();
      resultsFolder.accept(folder.path());
      return rows;
    }

    /**
     * Saves what JMH measured so far, while it runs on. Nothing is written once an interrupt
     * removed the still empty folder; a failure to write is said once and is not fatal: the run
     * ends by writing again.
     */
    void saveSoFar(List<Measurement> measurements) {
      if (cleanup.isClosed() && empty != null) {
        return;
      }
      try {
        save(measurements);
      } catch (IOException | UncheckedIOException e) {
        if (!warned) {
          log.warn("could not save the results so far: " + e.getMessage());
          warned = true;
        }
      }
    }

    /** From now on the folder stays, whatever happens. */
    void unguard() {
      if (empty != null) {
        empty.close();
        empty = null;
      }
    }

    ThroughputReport report(List<ThroughputTable.Row> rows) {
      return new ThroughputReport(
          now.truncatedTo(ChronoUnit.SECONDS).toString(),
          settings(plan),
          environment,
          checked.reference(),
          checked.checks(),
          rows.stream().map(row -> ThroughputReport.ResultRow.of(row, plan.records())).toList());
    }
  }

  /**
   * Checks each serializer in turn, holding only the reference output (the first that passes) and
   * the current one, so that memory stays at two outputs whatever the number of serializers.
   */
  private <R> Checked check(Benchmark<R> benchmark, JmhRun.Plan plan) {
    log.info(
        String.format(
            Locale.ROOT,
            "Checking %d serializers on %,d %s records before timing",
            plan.serializers().size(),
            plan.records(),
            benchmark.name()));
    List<R> records = new RecordBlocks<>(benchmark, plan.records()).all();
    Equivalence.Verdict reference = null;
    List<ThroughputReport.Check> checks = new ArrayList<>();
    Map<String, Long> bytes = new LinkedHashMap<>();
    for (String name : plan.serializers()) {
      Equivalence.Verdict verdict =
          Equivalence.check(
              records, benchmark.recordType(), Serializers.byName(name).orElseThrow());
      if (verdict.passed()) {
        reference = reference == null ? verdict : reference;
        bytes.put(name, verdict.bytes());
      } else {
        log.error(name + " writes wrong values and is not timed: " + verdict.problem().get());
      }
      checks.add(check(verdict, reference));
    }
    return new Checked(checks, reference == null ? null : reference.serializer(), bytes);
  }

  private static ThroughputReport.Check check(
      Equivalence.Verdict verdict, Equivalence.Verdict reference) {
    String library = Serializers.byName(verdict.serializer()).orElseThrow().description();
    if (!verdict.passed()) {
      return new ThroughputReport.Check(
          verdict.serializer(),
          library,
          false,
          verdict.problem().get(),
          verdict.bytes(),
          0,
          0,
          Map.of());
    }
    ByteDifferences.Differences differences =
        ByteDifferences.between(reference.output(), verdict.output());
    Map<String, ByteDifferences.Tally> tallies = new LinkedHashMap<>();
    differences.tallies().forEach((kind, tally) -> tallies.put(kind.name(), tally));
    return new ThroughputReport.Check(
        verdict.serializer(),
        library,
        true,
        null,
        verdict.bytes(),
        differences.bytes(),
        differences.linesDiffering(),
        tallies);
  }

  private static ThroughputReport.JmhSetup settings(JmhRun.Plan plan) {
    return new ThroughputReport.JmhSetup(
        plan.benchmark(),
        plan.records(),
        plan.serializers(),
        plan.forks(),
        plan.warmupIterations(),
        plan.iterations(),
        plan.iterationTime().toString(),
        JmhRun.FORK_JVM_ARGS,
        Version.getPlainVersion());
  }

  private static List<String> tail(Path log) throws IOException {
    if (!Files.exists(log)) {
      return List.of();
    }
    List<String> lines = Files.readAllLines(log);
    return lines.subList(Math.max(0, lines.size() - 20), lines.size());
  }
}
