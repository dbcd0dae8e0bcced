package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.io.FileNames;
import jsonmark.report.MatrixReport;
import jsonmark.report.ReadableTime;
import jsonmark.report.Report;
import jsonmark.report.TerminalText;
import jsonmark.report.TimeScale;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;

/**
 * The top {@code summary.md} of an invocation over several benchmarks: one row per command
 * (fastest overall first, see {@link MatrixReport#rowOrder}), one column per benchmark, each cell
 * one figure, the command's mean time on that benchmark; then a link to each benchmark's own
 * folder, whose table has the rest (interval, MB/s, memory).
 */
public final class MatrixMarkdown {

  private static final String LEGEND =
      "Rows run fastest overall first (the geometric mean over the benchmarks of each mean over"
          + " that benchmark's fastest, as in ranking.png; --sort command keeps the commands'"
          + " order). Each cell is the mean wall time of the command's counted runs on that"
          + " benchmark, in the unit of the header (ms when every mean is under a second, else"
          + " s); `failed`: no run passed; empty: the command did not run there. Each"
          + " benchmark's folder has its full table: `% time` against its fastest with the 95 %"
          + " interval, MB/s, memory, start-up, warnings, failures and charts.\n";

  private MatrixMarkdown() {}

  /** @param rankingDrawn whether ranking.png was written beside it, so that it is linked */
  public static String render(MatrixReport matrix, boolean rankingDrawn) {
    List<Report> reports = matrix.reports();
    StringBuilder text = new StringBuilder("# ").append(matrix.title()).append("\n\n");
    matrix.stateSentence().ifPresent(why -> text.append("> **").append(why).append("**\n\n"));
    if (!reports.isEmpty()) {
      Report first = reports.get(0);
      text.append("- Started: ")
          .append(ReadableTime.of(first.startTime())).append('\n');
      text.append("- Serializer: ").append(first.serializer()).append('\n');
      text.append(ShardLines.of(reports));
    }
    text.append("\n## Matrix\n\n").append(table(matrix)).append('\n').append(LEGEND);
    if (rankingDrawn) {
      text.append("\n![Time relative to the fastest, per benchmark](ranking.png)\n");
    }
    if (!reports.isEmpty()) {
      text.append("\n## Environment\n\n").append(reports.get(0).environment().toMarkdown());
    }
    text.append("\n## Benchmarks\n\n");
    for (Report report : reports) {
      String folder = FileNames.safe(report.benchmark());
      text.append(String.format(Locale.ROOT,
          "- [%s](%s/summary.md): %d records, %.1f MB, expected checksum %d\n",
          report.benchmark().replace("[", "\\[").replace("]", "\\]"), folder,
          report.records(), report.dataBytes() / 1e6,
          report.expectedChecksum()));
    }
    return text.toString();
  }

  /** The matrix alone, as printed at the end of a run. */
  public static String table(MatrixReport matrix) {
    return MarkdownTable.render(header(matrix), rows(matrix),
        "l" + "r".repeat(matrix.reports().size()));
  }

  /**
   * The matrix as printed on a terminal {@code width} columns wide, never wrapped: when the whole
   * is wider, the benchmarks are split into as few tables as fit, one after the other, each
   * repeating the command column (a benchmark's column is never cut); names too long for even one
   * benchmark's column beside them are cut in their middle (down to {@value
   * TableColumns#NARROW} columns), and on a terminal narrower still each row is cut at its edge.
   */
  public static String terminal(MatrixReport matrix, int width) {
    String whole = table(matrix);
    if (widest(whole) <= width) {
      return whole;
    }
    List<String> header = header(matrix);
    List<List<String>> rows = named(header, rows(matrix), width);
    List<String> tables = new ArrayList<>();
    int first = 1;
    while (first < header.size()) {
      int end = first + 1;
      while (end < header.size() && widest(slice(header, rows, first, end + 1)) <= width) {
        end++;
      }
      tables.add(slice(header, rows, first, end));
      first = end;
    }
    return TerminalText.ends(String.join("\n", tables), width);
  }

  /**
   * {@code rows} with each command's name cut in its middle where it is too long for the widest
   * benchmark's column to fit beside it within {@code width} ({@code | name | cell |}).
   */
  private static List<List<String>> named(List<String> header, List<List<String>> rows,
      int width) {
    int widestColumn = 0;
    for (int column = 1; column < header.size(); column++) {
      int c = column;
      widestColumn = Math.max(widestColumn, Math.max(TerminalText.width(header.get(c)),
          rows.stream().mapToInt(row -> TerminalText.width(row.get(c))).max().orElse(0)));
    }
    int cap = Math.max(TableColumns.NARROW, width - widestColumn - "|  |  |".length());
    List<List<String>> named = new ArrayList<>();
    for (List<String> row : rows) {
      List<String> cells = new ArrayList<>(row);
      cells.set(0, TerminalText.middle(row.get(0), cap));
      named.add(cells);
    }
    return named;
  }

  /** The command column and the benchmark columns {@code from} (inclusive) to {@code to}. */
  private static String slice(List<String> header, List<List<String>> rows, int from, int to) {
    List<String> h = new ArrayList<>(header.subList(0, 1));
    h.addAll(header.subList(from, to));
    List<List<String>> r = new ArrayList<>();
    for (List<String> row : rows) {
      List<String> cells = new ArrayList<>(row.subList(0, 1));
      cells.addAll(row.subList(from, to));
      r.add(cells);
    }
    return MarkdownTable.render(h, r, "l" + "r".repeat(to - from));
  }

  private static int widest(String table) {
    return TerminalText.widest(table);
  }

  static List<String> header(MatrixReport matrix) {
    List<String> header = new ArrayList<>(List.of("command"));
    String unit = scale(matrix).unit();
    matrix.reports().forEach(r -> header.add(r.benchmark() + " (" + unit + ")"));
    return header;
  }

  static List<List<String>> rows(MatrixReport matrix) {
    TimeScale scale = scale(matrix);
    int decimals = scale.decimals(means(matrix).toArray());
    List<List<String>> rows = new ArrayList<>();
    for (String name : matrix.rowOrder()) {
      List<String> row = new ArrayList<>(List.of(name));
      for (Report report : matrix.reports()) {
        row.add(cell(MatrixReport.command(report, name), scale, decimals));
      }
      rows.add(row);
    }
    return rows;
  }

  /** One unit for the whole matrix: the --time-unit given, else from its slowest mean. */
  private static TimeScale scale(MatrixReport matrix) {
    return matrix.reports().stream().findFirst().flatMap(r -> r.options().timeUnit())
        .map(TimeScale::of).orElseGet(() -> TimeScale.of(means(matrix).max()));
  }

  private static java.util.stream.DoubleStream means(MatrixReport matrix) {
    return matrix.reports().stream().flatMap(r -> r.commands().stream())
        .flatMap(c -> c.statistics().stream()).mapToDouble(CommandStatistics::mean);
  }

  /** The command's mean time, {@code failed}, or empty where it did not run. */
  private static String cell(Optional<CommandSummary> command, TimeScale scale, int decimals) {
    if (command.isEmpty()) {
      return "";
    }
    return command.get().statistics().map(s -> scale.format(s.mean(), decimals))
        .orElse("failed");
  }
}
