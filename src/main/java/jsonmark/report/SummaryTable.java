package jsonmark.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Relative;

/**
 * The results table, in Markdown with padded columns so that it also reads on a terminal: the
 * original's columns, one {@code time_N} per run (round), then mean, σ, CPU and memory 95th
 * percentiles and {@code % time} against the baseline with its 95 % interval, then the start-up
 * and the parsing MB/s without it, and with {@code --validate} the {@code values} found. A
 * failed run reads {@code failed}; a value that cannot be known reads {@code n/a}.
 */
public final class SummaryTable implements ReportFormat {

  /** The start-up column: mean time on an empty file; added after the original's columns. */
  static final String STARTUP = "startup (s)";

  /** Data MB over (mean time - start-up): the parsing throughput without the start-up. */
  static final String PARSING_RATE = "MB/s";

  /** The mean share of the runs' time their trees waited for a CPU. */
  static final String WAITED = "waited %";

  /** What --validate found: exact, N lines differ, partial, unsupported, failed. */
  static final String VALUES = "values";

  @Override
  public String render(Report report) {
    return MarkdownTable.render(header(report), rows(report));
  }

  /** The column names, one {@code time_N} per run of the command with the most runs. */
  static List<String> header(Report report) {
    List<String> header = new ArrayList<>(List.of("benchmark"));
    for (int run = 1; run <= runs(report); run++) {
      header.add(run == 1 ? "time_1 (in sec)" : "time_" + run);
    }
    header.addAll(
        List.of("time_avg", "± σ", "cpu (95th util %)", "mem (95th MiB)", WAITED,
            percentHeader(report), STARTUP, PARSING_RATE));
    if (validated(report)) {
      header.add(VALUES);
    }
    return header;
  }

  /** {@code % time vs python-json (95 % CI)}: says which command is the baseline. */
  static String percentHeader(Report report) {
    String baseline = report.options().baseline() != null
        ? report.options().baseline()
        : report.commands().isEmpty() ? "the first" : report.commands().get(0).result().name();
    return "% time vs " + baseline + " (95 % CI)";
  }

  /** The cells, one row per command in order. */
  static List<List<String>> rows(Report report) {
    int runs = runs(report);
    List<List<String>> rows = new ArrayList<>();
    for (CommandSummary command : report.commands()) {
      List<String> row = row(command, runs);
      if (validated(report)) {
        row.add(command.result().values().map(ValueCheck::cell).orElse(Numbers.NOT_AVAILABLE));
      }
      rows.add(row);
    }
    return rows;
  }

  /** Whether any command ran with --validate: only then is there a {@code values} column. */
  static boolean validated(Report report) {
    return report.commands().stream().anyMatch(c -> c.result().values().isPresent());
  }

  private static int runs(Report report) {
    return Math.max(1,
        report.commands().stream()
            .flatMap(c -> c.result().runs().stream())
            .mapToInt(RunResult::run)
            .max()
            .orElse(0));
  }

  /**
   * The run of each number, 1-based at index {@code number - 1}: the last attempt, which is the
   * one that counts when an earlier one was set aside as contended; null where there is none.
   */
  private static RunResult[] byNumber(List<RunResult> runs, int count) {
    RunResult[] numbered = new RunResult[count];
    for (RunResult run : runs) {
      if (run.run() >= 1 && run.run() <= count) {
        numbered[run.run() - 1] = run;
      }
    }
    return numbered;
  }

  private static List<String> row(CommandSummary command, int runs) {
    List<String> cells = new ArrayList<>(List.of(command.result().name()));
    RunResult[] results = byNumber(command.result().runs(), runs);
    for (RunResult run : results) {
      if (run == null) {
        cells.add("");
      } else if (run.ok()) {
        cells.add(Numbers.fixed(run.seconds(), 3));
      } else {
        cells.add("failed");
      }
    }
    Optional<CommandStatistics> statistics = command.statistics();
    Optional<ProfileSummary> profile = statistics.flatMap(CommandStatistics::profile);
    cells.add(statistics.map(s -> Numbers.fixed(s.mean(), 3)).orElse(Numbers.NOT_AVAILABLE));
    cells.add(statistics.map(s -> Numbers.fixed(s.stdDev(), 3)).orElse(Numbers.NOT_AVAILABLE));
    cells.add(profile.map(p -> Numbers.fixed(p.cpuP95(), 2)).orElse(Numbers.NOT_AVAILABLE));
    cells.add(profile.map(p -> Numbers.fixed(p.memP95(), 2)).orElse(Numbers.NOT_AVAILABLE));
    cells.add(Numbers.fixed(command.waitedPercent(), 1));
    cells.add(command.relative().map(SummaryTable::relative).orElse(Numbers.NOT_AVAILABLE));
    cells.add(Numbers.fixed(command.startup().seconds(), 3));
    cells.add(Numbers.fixed(command.startup().parsingMegabytesPerSecond(), 2));
    return cells;
  }

  /** {@code 112.34 (108.10-116.70)}: the ratio and its 95 % interval, in % of the baseline. */
  static String relative(Relative relative) {
    String percent = Numbers.fixed(relative.percent(), 2);
    return relative.lowPercent().isPresent()
        ? percent + " (" + Numbers.fixed(relative.lowPercent(), 2) + "-"
            + Numbers.fixed(relative.highPercent(), 2) + ")"
        : percent;
  }
}
