package jsonmark.report.format;

import java.math.BigDecimal;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import jsonmark.env.Environment;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.io.ResultFiles;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CpuWait;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.Relative;
import jsonmark.stats.Startup;

/**
 * {@code summary.json}: the options, the environment, each command's statistics, {@code % time},
 * profile summary and warnings, and every run with its failure if any. Unknown values are null.
 * Keys are snake_case with the unit in the name ({@code mean_s}, {@code cpu_p95_percent},
 * {@code mem_max_mib}); docs/summary.schema.json describes every key.
 */
public final class SummaryJson {

  /**
   * The version of this document's shape, bumped when a key changes meaning or goes away (not
   * when one is added), so that {@code jsonmark compare} can tell a folder it cannot read. The
   * documents written before the key existed are version 1; version 3 renamed the rates to
   * {@code lines_per_s}, {@code mb_per_s} and {@code parse_mb_per_s}, and made {@code
   * options.baseline} what --baseline said (null for the fastest, named by {@code baseline});
   * version 4 made each of a command's {@code warnings} an object (kind, command, figures,
   * message) instead of a sentence.
   */
  public static final int FORMAT_VERSION = 4;

  /** The whole document. */
  record Document(
      int formatVersion,
      String jsonmarkVersion,
      List<String> argv,
      String benchmark,
      int benchmarkVersion,
      String serializer,
      long records,
      long dataBytes,
      long expectedChecksum,
      String startTime,
      ReportOptions options,
      Environment environment,
      String baseline,
      List<Command> commands) {}

  /** One command. */
  record Command(
      String name,
      String command,
      boolean shell,
      List<String> libraries,
      Statistics statistics,
      Percent relative,
      Figures profile,
      List<WarningJson> warnings,
      List<String> warmupFailures,
      List<Run> runs,
      StartupFigures startup,
      BigDecimal waitedPercent,
      long setAsideRuns,
      BigDecimal driverCpuPercent,
      Values values) {}

  /** How long a run's tree waited for a CPU, and the machine's pressure and steal meanwhile. */
  record Wait(
      BigDecimal waitS,
      BigDecimal waitedPercent,
      BigDecimal pressureS,
      BigDecimal pressurePercent,
      BigDecimal stealS,
      String unavailable,
      BigDecimal driverCpuPercent,
      BigDecimal othersCpuS) {}

  /** What --validate found; null when it was not asked for. */
  record Values(
      String outcome,
      String values,
      long lines,
      long differingLines,
      List<String> differences,
      String reason) {}

  /**
   * The start-up, measured on an empty file, and the parse throughput without it, or why there
   * is none; null when start-up runs were off. Its runs are kept apart from the timed ones.
   */
  record StartupFigures(
      BigDecimal meanS, BigDecimal stdDevS, BigDecimal parseMbPerS, String noParseRate,
      List<Run> runs) {}

  /** Wall-time statistics of the successful runs; null when none succeeded. */
  record Statistics(
      int runs,
      int succeeded,
      BigDecimal meanS,
      BigDecimal stdDevS,
      BigDecimal medianS,
      BigDecimal minS,
      BigDecimal maxS,
      BigDecimal linesPerS,
      BigDecimal mbPerS) {}

  /** {@code % time} against the baseline, with its 95 % interval from the paired rounds. */
  record Percent(BigDecimal percent, BigDecimal lowPercent, BigDecimal highPercent) {}

  /** A profile summary, of one run or pooled over a command's successful runs. */
  record Figures(
      BigDecimal cpuMaxPercent,
      BigDecimal cpuP50Percent,
      BigDecimal cpuP95Percent,
      BigDecimal memMaxMib,
      BigDecimal memP50Mib,
      BigDecimal memP95Mib,
      BigDecimal peakRssMib,
      BigDecimal cpuSeconds,
      BigDecimal wallSeconds,
      Integer samples) {}

  /** One timed run. */
  record Run(
      int run,
      BigDecimal seconds,
      int exitCode,
      String checksum,
      boolean checksumOk,
      String failure,
      Figures profile,
      Wait cpuWait,
      String contention) {}

  public String render(Report report) {
    return ResultFiles.json(document(report));
  }

  /** Several benchmarks' documents under one key: the summary of an invocation that ran them. */
  static String render(List<Report> reports) {
    return ResultFiles.json(
        java.util.Map.of("benchmarks", reports.stream().map(SummaryJson::document).toList()));
  }

  private static Document document(Report report) {
    List<Command> commands =
        report.commands().stream().map(SummaryJson::command).toList();
    Document document =
        new Document(
            FORMAT_VERSION,
            report.provenance().jsonmarkVersion(),
            report.provenance().argv(),
            report.benchmark(),
            report.benchmarkVersion(),
            report.serializer(),
            report.records(),
            report.dataBytes(),
            report.expectedChecksum(),
            DateTimeFormatter.ISO_INSTANT.format(report.startTime()),
            report.options(),
            report.environment(),
            report.baseline().orElse(null),
            commands);
    return document;
  }

  private static Command command(CommandSummary summary) {
    return new Command(
        summary.result().name(),
        summary.result().command(),
        summary.result().shell(),
        summary.result().libraries(),
        summary.statistics().map(SummaryJson::statistics).orElse(null),
        summary.relative().map(SummaryJson::percent).orElse(null),
        summary
            .statistics()
            .flatMap(CommandStatistics::profile)
            .map(profile -> figures(profile, summary.pooledSamples()))
            .orElse(null),
        summary.warnings().stream().map(WarningJson::of).toList(),
        summary.result().warmupFailures(),
        summary.result().runs().stream().map(SummaryJson::run).toList(),
        startup(summary),
        Numbers.decimal(summary.waitedPercent(), 2),
        summary.setAside(),
        Numbers.decimal(summary.driverCpuPercent(), 2),
        summary.result().values().map(SummaryJson::values).orElse(null));
  }

  private static Values values(ValueCheck check) {
    return new Values(
        check.outcome().name().toLowerCase(Locale.ROOT),
        check.cell(),
        check.lines(),
        check.differingLines(),
        check.differences(),
        check.reason().orElse(null));
  }

  private static StartupFigures startup(CommandSummary summary) {
    if (summary.result().startupRuns().isEmpty()) {
      return null;
    }
    Startup startup = summary.startup();
    return new StartupFigures(
        Numbers.decimal(startup.seconds(), 6),
        Numbers.decimal(startup.stdDev(), 6),
        Numbers.decimal(startup.parseMegabytesPerSecond(), 2),
        startup.noParseRate().map(Startup.NoParseRate::code).orElse(null),
        summary.result().startupRuns().stream().map(SummaryJson::run).toList());
  }

  private static Statistics statistics(CommandStatistics s) {
    return new Statistics(
        s.runs(),
        s.succeeded(),
        Numbers.decimal(s.mean(), 6),
        Numbers.decimal(s.stdDev(), 6),
        Numbers.decimal(s.median(), 6),
        Numbers.decimal(s.min(), 6),
        Numbers.decimal(s.max(), 6),
        Numbers.decimal(s.linesPerSecond(), 2),
        Numbers.decimal(s.megabytesPerSecond(), 2));
  }

  private static Percent percent(Relative relative) {
    return new Percent(Numbers.decimal(relative.percent(), 2),
        Numbers.decimal(relative.lowPercent(), 2), Numbers.decimal(relative.highPercent(), 2));
  }

  private static Figures figures(ProfileSummary s, Integer samples) {
    return new Figures(
        Numbers.decimal(s.cpuMax(), 2),
        Numbers.decimal(s.cpuP50(), 2),
        Numbers.decimal(s.cpuP95(), 2),
        Numbers.decimal(s.memMax(), 2),
        Numbers.decimal(s.memP50(), 2),
        Numbers.decimal(s.memP95(), 2),
        Numbers.decimal(s.peakRssMiB(), 2),
        Numbers.decimal(s.cpuSeconds(), 3),
        Numbers.decimal(s.wallSeconds(), 3),
        samples);
  }

  private static Run run(RunResult run) {
    return new Run(
        run.run(),
        Numbers.decimal(run.seconds(), 6),
        run.exitCode(),
        run.checksum().orElse(null),
        run.checksumOk(),
        run.failure().orElse(null),
        run.profileSummary()
            .map(p -> figures(p, run.profile().map(r -> r.samples().size()).orElse(0)))
            .orElse(null),
        run.cpuWait().map(SummaryJson::wait).orElse(null),
        run.contention().label());
  }

  private static Wait wait(CpuWait w) {
    return new Wait(
        Numbers.decimal(w.treeWaitSeconds(), 6),
        Numbers.decimal(w.waitedPercent(), 2),
        Numbers.decimal(w.pressureSeconds(), 6),
        Numbers.decimal(w.pressurePercent(), 2),
        Numbers.decimal(w.stealSeconds(), 6),
        w.unavailable().orElse(null),
        Numbers.decimal(w.driverCpuPercent(), 2),
        Numbers.decimal(w.othersCpuSeconds(), 6));
  }
}
