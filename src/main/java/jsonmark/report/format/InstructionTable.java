package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.report.Claims;
import jsonmark.report.Numbers;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CountRatio;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.Spread;

/**
 * The instruction counts of a run under {@code --measure instructions} or {@code both}: a table
 * of each command's mean count, its spread across runs, the count per record and per byte once
 * the start-up is taken out, and the ratio to the baseline's with its interval, per record when
 * the claims took the start-up out; then one line
 * per command set against the baseline, and one per command whose counts are not exact.
 */
public final class InstructionTable {

  /** What the columns mean, under the table in summary.md. */
  static final String LEGEND =
      "`instructions` is the mean count of instructions executed by every process of the"
          + " command's tree, under Valgrind's cachegrind, over its counted runs; `spread` is"
          + " (max − min) / min across them, and a command whose counts spread more than "
          + Spread.EXACT_PERCENT + " % is marked not exact. `per record` and `per byte` are"
          + " (mean − start-up) over the records and the bytes of the data file, `start-up`"
          + " the mean count on an empty file. `× baseline` is the mean count over the"
          + " baseline's (`× baseline per record`: the count per record over the baseline's,"
          + " when every command's start-up was counted), with in parentheses every ratio"
          + " between a run of one and a run of the other, widened by " + Spread.EXACT_PERCENT
          + " %: \"no difference\" exactly"
          + " when it contains 1. An instruction is not a cycle: system calls, waiting for I/O,"
          + " memory stalls and the width of SIMD instructions are not seen.\n";

  private InstructionTable() {}

  /** Whether any command of {@code report} has a count. */
  public static boolean present(Report report) {
    return report.commands().stream().anyMatch(c -> c.instructions().isPresent());
  }

  /** The table in Markdown, then its lines. */
  public static String render(Report report) {
    return TableColumns.render(columns(report)) + lines(report);
  }

  /** The table within {@code width} columns, then its lines, for the terminal. */
  public static String terminal(Report report, int width) {
    return TableColumns.fit(columns(report), width) + lines(report);
  }

  /** The column names, for report.html. */
  static List<String> header(Report report) {
    return columns(report).stream().map(TableColumns.Column::header).toList();
  }

  /** The cells, one row per command, for report.html. */
  static List<List<String>> rows(Report report) {
    return TableColumns.rows(columns(report));
  }

  /**
   * The leader first when it is tied, then one sentence per command that is not exact, and per
   * comparison of the claims against the baseline: per record when the claims took the start-up
   * out.
   */
  static List<String> sentences(Report report) {
    List<String> lines = new ArrayList<>();
    Claims.Standing standing = report.claims().instructions();
    String per = standing.perRecord() ? " per record" : "";
    if (!standing.tiedWith().isEmpty()) {
      lines.add("fewest instructions" + per + ": " + Ranking.leader(standing).get()
          + " (no difference between them within the measured spread)");
    }
    for (CommandSummary c : report.rowOrder()) {
      Optional<CountStatistics> s = c.instructions();
      if (s.isEmpty()) {
        continue;
      }
      if (s.get().notExact()) {
        lines.add(String.format(Locale.ROOT, "%s: counts spread %s across %d runs, more"
            + " than %s %%: not exact; a difference within its spread is noise", c.name(),
            Numbers.spread(s.get().spreadPercent()), s.get().runs(), Spread.EXACT_PERCENT));
      }
      Optional<Claims.Comparison> against = comparison(standing, c.name());
      if (against.isEmpty()) {
        continue;
      }
      Claims.Comparison r = against.get();
      if (!r.known()) {
        lines.add(String.format(Locale.ROOT, "%s: %s the instructions of %s%s; one run cannot"
            + " show how far its counts spread, so whether the two differ is unknown", c.name(),
            times(r.ratio()), r.against(), per));
        continue;
      }
      lines.add(r.significant()
          ? String.format(Locale.ROOT, "%s executes %s the instructions of %s%s (%+.2f %%, %s)",
              c.name(), times(r.ratio()), r.against(), per, 100 * (r.ratio() - 1), interval(r))
          : String.format(Locale.ROOT, "%s: no difference from %s%s within the measured spread"
              + " (%s, %s)", c.name(), r.against(), per, times(r.ratio()), interval(r)));
    }
    return lines;
  }

  /** The claims' comparison of the command named {@code name} against the baseline. */
  private static Optional<Claims.Comparison> comparison(Claims.Standing standing, String name) {
    return standing.comparisons().stream().filter(c -> c.command().equals(name)).findFirst();
  }

  private static String lines(Report report) {
    StringBuilder text = new StringBuilder();
    sentences(report).forEach(line -> text.append("- ").append(line).append('\n'));
    return text.length() == 0 ? "" : "\n" + text;
  }

  private static List<TableColumns.Column> columns(Report report) {
    List<CommandSummary> rows = report.rowOrder();
    List<TableColumns.Column> columns = new ArrayList<>();
    columns.add(TableColumns.text("command", rows, CommandSummary::name));
    columns.add(TableColumns.number("instructions", rows,
        c -> c.instructions().map(s -> count(s.mean())), TableColumns.KEPT));
    Claims.Standing standing = report.claims().instructions();
    columns.add(TableColumns.number("× baseline" + (standing.perRecord() ? " per record" : ""),
        rows, c -> c.instructions().flatMap(CountStatistics::relative).map(same ->
            comparison(standing, c.name()).map(r -> times(r.ratio())
                + (r.known() ? " (" + interval(r) + ")" : ""))
                .orElse(times(same.ratio()) + " (" + interval(same) + ")")),
        TableColumns.KEPT));
    columns.add(TableColumns.number("spread", rows,
        c -> c.instructions().map(s -> Numbers.spread(s.spreadPercent()) + exactness(s)),
        TableColumns.KEPT));
    columns.add(TableColumns.number("per record", rows,
        c -> c.instructions().map(s -> Numbers.perUnit(s.perRecord(), "%,.0f")), 3));
    columns.add(TableColumns.number("per byte", rows,
        c -> c.instructions().map(s -> Numbers.perUnit(s.perByte(), "%.1f")), 3));
    columns.add(TableColumns.number("start-up", rows,
        c -> c.instructions().flatMap(s -> s.startup().isPresent()
            ? Optional.of(count(s.startup().getAsDouble())) : Optional.empty()), 2));
    columns.add(TableColumns.number("runs", rows,
        c -> c.instructions().map(s -> String.valueOf(s.runs())), 2));
    return columns;
  }

  /** What the spread column adds: nothing when exact, else "not exact" or "exact unknown". */
  static String exactness(CountStatistics s) {
    return s.exactUnknown() ? " exact unknown (1 run)" : s.notExact() ? " not exact" : "";
  }

  /** {@code 282,552,080}: a count in full, grouped by thousands whatever the locale. */
  static String count(double value) {
    return String.format(Locale.ROOT, "%,d", Math.round(value));
  }

  /** {@code 2.0003×}. */
  static String times(double ratio) {
    return String.format(Locale.ROOT, "%.4f×", ratio);
  }

  /** {@code 1.9983…2.0023}. */
  static String interval(CountRatio r) {
    return String.format(Locale.ROOT, "%.4f…%.4f", r.low(), r.high());
  }

  /** The same of a claim whose interval is known. */
  static String interval(Claims.Comparison r) {
    return String.format(Locale.ROOT, "%.4f…%.4f", r.low().getAsDouble(),
        r.high().getAsDouble());
  }
}
