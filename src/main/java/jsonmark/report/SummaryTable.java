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
 * original's columns, one {@code time_N} per run, then mean, σ, CPU and memory 95th percentiles
 * and {@code % time} against the first command, then the start-up and the parsing MB/s without
 * it, and with {@code --validate} the {@code values} found. A failed run reads {@code failed}; a
 * value that
 * cannot be known reads {@code n/a}.
 */
public final class SummaryTable implements ReportFormat {

  /** The start-up column: mean time on an empty file; added after the original's columns. */
  static final String STARTUP = "startup (s)";

  /** Data MB over (mean time - start-up): the parsing throughput without the start-up. */
  static final String PARSING_RATE = "MB/s";

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
        List.of("time_avg", "± σ", "cpu (95th util %)", "mem (95th MiB)", "% time",
            STARTUP, PARSING_RATE));
    if (validated(report)) {
      header.add(VALUES);
    }
    return header;
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
        report.commands().stream().mapToInt(c -> c.result().runs().size()).max().orElse(0));
  }

  private static List<String> row(CommandSummary command, int runs) {
    List<String> cells = new ArrayList<>(List.of(command.result().name()));
    List<RunResult> results = command.result().runs();
    for (int run = 0; run < runs; run++) {
      if (run >= results.size()) {
        cells.add("");
      } else if (results.get(run).ok()) {
        cells.add(Numbers.fixed(results.get(run).seconds(), 3));
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
    cells.add(command.relative().map(SummaryTable::relative).orElse(Numbers.NOT_AVAILABLE));
    cells.add(Numbers.fixed(command.startup().seconds(), 3));
    cells.add(Numbers.fixed(command.startup().parsingMegabytesPerSecond(), 2));
    return cells;
  }

  private static String relative(Relative relative) {
    String percent = Numbers.fixed(relative.percent(), 2);
    return relative.stdDevPercent().isPresent()
        ? percent + " ± " + Numbers.fixed(relative.stdDevPercent(), 2)
        : percent;
  }
}
