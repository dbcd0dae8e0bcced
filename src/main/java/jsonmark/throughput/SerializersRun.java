package jsonmark.throughput;

import java.io.IOException;
import java.io.PrintWriter;
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
import jsonmark.log.Log;
import jsonmark.report.format.ResultsFolder;
import jsonmark.serialize.Serializers;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.util.Version;

/**
 * One {@code jsonmark serializers} run: check every serializer's output, time those that pass with
 * JMH, then print the table and write the results folder.
 */
public final class SerializersRun {

  private final Log log;
  private final PrintWriter out;
  private final PrintWriter err;
  private final Consumer<Path> resultsFolder;

  /** The outcome of the checks: one per serializer, and the output size of those that passed. */
  private record Checked(
      List<ThroughputReport.Check> checks, String reference, Map<String, Long> bytes) {}

  /**
   * @param resultsFolder told the results folder as soon as it exists, so that an interrupt can
   *     say where the results measured so far are
   */
  public SerializersRun(Log log, PrintWriter out, PrintWriter err, Consumer<Path> resultsFolder) {
    this.log = log;
    this.out = out;
    this.err = err;
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
    ResultsFolder folder = ResultsFolder.create(resultsDir, "serializers", now);
    resultsFolder.accept(folder.path());
    Environment environment = Environment.capture();
    List<Measurement> measurements;
    try {
      measurements =
          JmhRun.run(
              plan.withSerializers(List.copyOf(checked.bytes().keySet())),
              checked.bytes(),
              log::info,
              folder.path().resolve("jmh.log"),
              folder.path().resolve("jmh.json"));
    } catch (RunnerException e) {
      log.error("JMH failed: " + e.getMessage() + "; its log ends:");
      tail(folder.path().resolve("jmh.log")).forEach(line -> err.println("  " + line));
      err.flush();
      return 1;
    }
    List<ThroughputTable.Row> rows = ThroughputTable.rows(measurements);
    ThroughputReport report =
        new ThroughputReport(
            now.truncatedTo(ChronoUnit.SECONDS).toString(),
            settings(plan),
            environment,
            checked.reference(),
            checked.checks(),
            rows.stream().map(row -> ThroughputReport.ResultRow.of(row, plan.records())).toList());
    folder.writer().write(new ReportFiles.Results(report, rows), ReportFiles.FILES);
    out.println(ReportMarkdown.equivalence(report));
    out.flush();
    ThroughputTable.advice(rows).ifPresent(log::warn);
    out.print(ReportMarkdown.table(rows));
    out.flush();
    log.info("Results: " + folder.path());
    return checked.checks().stream().allMatch(ThroughputReport.Check::passed) ? 0 : 1;
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
