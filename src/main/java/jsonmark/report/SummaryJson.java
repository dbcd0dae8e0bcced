package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.format.DateTimeFormatter;
import java.util.List;
import jsonmark.result.CommandSummary;
import jsonmark.env.Environment;
import jsonmark.result.RunResult;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Relative;

/**
 * {@code summary.json}: the options, the environment, each command's statistics, {@code % time},
 * profile summary and warnings, and every run with its failure if any. Unknown values are null.
 */
public final class SummaryJson implements ReportFormat {

  /** The whole document. */
  @JsonPropertyOrder({
    "benchmark", "serializer", "records", "dataBytes", "expectedChecksum", "startTime",
    "options", "environment", "commands"
  })
  record Document(
      String benchmark,
      String serializer,
      long records,
      long dataBytes,
      long expectedChecksum,
      String startTime,
      ReportOptions options,
      Environment environment,
      List<Command> commands) {}

  /** One command. */
  @JsonPropertyOrder({
    "name", "command", "statistics", "relative", "profile", "warnings", "warmupFailures", "runs"
  })
  record Command(
      String name,
      String command,
      Statistics statistics,
      Percent relative,
      Figures profile,
      List<String> warnings,
      List<String> warmupFailures,
      List<Run> runs) {}

  /** Wall-time statistics of the successful runs; null when none succeeded. */
  @JsonPropertyOrder({
    "runs", "succeeded", "mean", "stdDev", "median", "min", "max", "linesPerSec", "mbPerSec"
  })
  record Statistics(
      int runs,
      int succeeded,
      BigDecimal mean,
      BigDecimal stdDev,
      BigDecimal median,
      BigDecimal min,
      BigDecimal max,
      BigDecimal linesPerSec,
      BigDecimal mbPerSec) {}

  /** {@code % time} against the first command. */
  @JsonPropertyOrder({"percent", "stdDev"})
  record Percent(BigDecimal percent, BigDecimal stdDev) {}

  /** A profile summary, of one run or pooled over a command's successful runs. */
  @JsonPropertyOrder({
    "cpuMax", "cpuP50", "cpuP95", "memMax", "memP50", "memP95", "peakRssMib", "cpuSeconds",
    "wallSeconds", "samples"
  })
  record Figures(
      BigDecimal cpuMax,
      BigDecimal cpuP50,
      BigDecimal cpuP95,
      BigDecimal memMax,
      BigDecimal memP50,
      BigDecimal memP95,
      BigDecimal peakRssMib,
      BigDecimal cpuSeconds,
      BigDecimal wallSeconds,
      Integer samples) {}

  /** One timed run. */
  @JsonPropertyOrder({
    "run", "seconds", "exitCode", "checksum", "checksumOk", "failure", "profile"
  })
  record Run(
      int run,
      BigDecimal seconds,
      int exitCode,
      String checksum,
      boolean checksumOk,
      String failure,
      Figures profile) {}

  @Override
  public String render(Report report) {
    List<Command> commands =
        report.commands().stream().map(SummaryJson::command).toList();
    Document document =
        new Document(
            report.benchmark(),
            report.serializer(),
            report.records(),
            report.dataBytes(),
            report.expectedChecksum(),
            DateTimeFormatter.ISO_INSTANT.format(report.startTime()),
            report.options(),
            report.environment(),
            commands);
    try {
      return Mappers.JSON.writeValueAsString(document) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Command command(CommandSummary summary) {
    return new Command(
        summary.result().name(),
        summary.result().command(),
        summary.statistics().map(SummaryJson::statistics).orElse(null),
        summary.relative().map(SummaryJson::percent).orElse(null),
        summary
            .statistics()
            .flatMap(CommandStatistics::profile)
            .map(profile -> figures(profile, summary.pooledSamples()))
            .orElse(null),
        summary.warnings(),
        summary.result().warmupFailures(),
        summary.result().runs().stream().map(SummaryJson::run).toList());
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
    return new Percent(
        Numbers.decimal(relative.percent(), 2), Numbers.decimal(relative.stdDevPercent(), 2));
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
            .orElse(null));
  }
}
