package jsonmark.compare;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.compare.CompareReport.Apart;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Difference;
import jsonmark.compare.CompareReport.FolderEntry;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.report.format.MarkdownTable;
import jsonmark.report.ReadableTime;
import jsonmark.stats.NoiseFloor;

/**
 * The comparison as text: for the terminal (aligned columns, ANSI colours only when asked), or
 * as {@code compare.md}. Both say the folders, what differs besides the commands, the notes,
 * then a table per benchmark with the commands apart below it, and how to read the figures.
 */
final class CompareText {

  private static final String RED = "\u001b[31m";
  private static final String GREEN = "\u001b[32m";
  private static final String DIM = "\u001b[2m";
  private static final String RESET = "\u001b[0m";

  /** What the memory table shows. */
  static final String MEMORY = "Memory: the process tree's resident memory, peak and 95th"
      + " percentile over the counted runs' samples (one figure per folder: no interval).";

  private CompareText() {}

  static String markdown(CompareReport report) {
    StringBuilder text = new StringBuilder("# jsonmark compare");
    if (report.gate() != null) {
      // The verdict first, in the title: a CI summary shows it before any table.
      text.append(": gate ").append(report.gate().verdict()).append("\n\n**")
          .append(Gates.line(report.gate())).append("**");
    }
    text.append("\n\n");
    preamble(report, text, "- ");
    for (Table table : report.benchmarks()) {
      text.append("\n## ").append(table.benchmark()).append("\n\n");
      if (times(report)) {
        text.append(MarkdownTable.render(Cells.header(report), Cells.rows(table),
            Cells.align(report))).append('\n').append(floors(table)).append('\n');
        if (!table.host().isEmpty()) {
          text.append('\n').append(HostCells.LEGEND).append("\n\n").append(MarkdownTable.render(
              HostCells.header(), HostCells.rows(report, table), HostCells.align())).append('\n');
          host(table, text, "- ");
        }
      }
      if (!table.instructions().isEmpty()) {
        text.append(times(report) ? "\n" : "").append(MarkdownTable.render(
            CountCells.header(report), CountCells.rows(table), CountCells.align(report)))
            .append('\n').append(CountCells.LEGEND).append('\n');
      }
      if (!table.memory().isEmpty()) {
        text.append('\n').append(MEMORY).append("\n\n");
        List<String> header = Cells.memoryHeader(report);
        text.append(MarkdownTable.render(header, Cells.memoryRows(table),
            "l" + "r".repeat(header.size() - 1)));
      }
      apart(table.apart(), text, "\n", "- ");
    }
    apart(report.benchmarksApart(), text, "\n", "- ");
    if (times(report)) {
      text.append('\n').append(method(report)).append('\n');
    }
    return text.toString();
  }

  /** @param colour whether to colour the changes (only on a terminal) */
  static String terminal(CompareReport report, boolean colour) {
    StringBuilder text = new StringBuilder();
    if (report.gate() != null) {
      String line = Gates.line(report.gate());
      text.append(colour ? (report.gate().fails() ? RED : GREEN) + line + RESET : line)
          .append("\n\n");
    }
    preamble(report, text, "  ");
    for (Table table : report.benchmarks()) {
      text.append('\n').append(table.benchmark()).append('\n');
      if (times(report)) {
        columns(report, table, colour, text);
        text.append(floors(table)).append('\n');
        if (!table.host().isEmpty()) {
          text.append('\n').append(HostCells.LEGEND).append('\n');
          plain(HostCells.header(), HostCells.rows(report, table), HostCells.align(), text);
          host(table, text, "  ");
        }
      }
      if (!table.instructions().isEmpty()) {
        text.append(times(report) ? "\n" : "");
        plain(CountCells.header(report), CountCells.rows(table), CountCells.align(report), text);
        text.append(CountCells.LEGEND).append('\n');
      }
      if (!table.memory().isEmpty()) {
        text.append('\n').append(MEMORY).append('\n');
        List<String> header = Cells.memoryHeader(report);
        plain(header, Cells.memoryRows(table), "l" + "r".repeat(header.size() - 1), text);
      }
      apart(table.apart(), text, "\n", "  ");
    }
    apart(report.benchmarksApart(), text, "\n", "  ");
    if (times(report)) {
      text.append('\n').append(method(report)).append('\n');
    }
    return text.toString();
  }

  /**
   * What to know of a folder before its figures: that its runs did not finish, and how busy
   * its machine was ({@code ; waited 12.3 % for a CPU on average, 4 runs set aside}); empty for a
   * finished run on a machine that did not keep it waiting.
   */
  static String state(FolderEntry f) {
    StringBuilder text = new StringBuilder();
    if (!f.complete()) {
      String said = String.join(" ", f.incomplete());
      text.append("; INCOMPLETE: ")
          .append(said.endsWith(".") ? said.substring(0, said.length() - 1) : said);
    }
    if (f.waitedPercent() != null || f.setAside() > 0) {
      List<String> busy = new ArrayList<>();
      if (f.waitedPercent() != null) {
        busy.add(String.format(java.util.Locale.ROOT, "waited %.1f %% for a CPU on average",
            f.waitedPercent()));
      }
      busy.add(f.setAside() + (f.setAside() == 1 ? " run" : " runs") + " set aside");
      text.append("; machine: ").append(String.join(", ", busy));
    }
    return text.toString();
  }

  private static void preamble(CompareReport report, StringBuilder text, String bullet) {
    for (FolderEntry f : report.folders()) {
      text.append(bullet).append(f.label()).append(f.label().equals(
          report.folders().get(0).label()) ? " (base)" : "").append(": ").append(f.path())
          .append(" (started ").append(ReadableTime.of(f.startTime()))
          .append(f.jsonmarkVersion() == null ? "" : ", jsonmark " + f.jsonmarkVersion())
          .append(")").append(state(f)).append("\n");
    }
    text.append('\n');
    if (report.differences().isEmpty()) {
      text.append("Same machine, runtimes, settings and commands.\n");
    } else {
      text.append("These differ between the folders:\n");
      for (Difference d : report.differences()) {
        text.append(bullet).append(d.what()).append(": ").append(values(report, d)).append('\n');
      }
    }
    for (String note : report.notes()) {
      text.append("Note: ").append(note).append('\n');
    }
  }

  /** {@code old → new} for two folders, else {@code A old, B new, C ...}. */
  private static String values(CompareReport report, Difference d) {
    if (d.values().size() == 2) {
      return value(d.values().get(0)) + " → " + value(d.values().get(1));
    }
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < d.values().size(); i++) {
      parts.add(report.folders().get(i).label() + " " + value(d.values().get(i)));
    }
    return String.join(", ", parts);
  }

  private static String value(String value) {
    return value == null ? "(not recorded)" : value;
  }

  /** What was done about the host, a sentence per folder compared with the base. */
  private static void host(Table table, StringBuilder text, String bullet) {
    for (CompareReport.Host h : table.host()) {
      text.append(bullet).append(h.against()).append(", ").append(h.method()).append(": ")
          .append(h.why()).append('\n');
    }
  }

  private static void apart(List<Apart> apart, StringBuilder text, String before,
      String bullet) {
    if (apart.isEmpty()) {
      return;
    }
    text.append(before).append("Not compared, in some folders only:\n");
    for (Apart a : apart) {
      text.append(bullet).append(a.name()).append(": only in ")
          .append(String.join(", ", a.in())).append('\n');
    }
  }

  /** How the time table's figures were computed, under it (compare.html says the same). */
  static String method(CompareReport report) {
    return String.format(Locale.ROOT, "Times (A, B...): the arithmetic mean of the command's"
        + " counted runs (passed, not set aside) ± half its %d%% interval, in the unit of the"
        + " folders' own tables.\nChange (B vs A): the ratio of the geometric means of the"
        + " runs, new over old, minus 1, with its %d%% interval; p: %s; ~: not significant"
        + " (p ≥ %s)%s.\n"
        + "geomean row: its times are the geometric mean of the commands' arithmetic means; its"
        + " change is the geometric mean of the commands' changes, called only when a command is"
        + " called in its direction.", Math.round(report.confidence() * 100),
        Math.round(report.confidence() * 100), report.test(), setting(report.alpha()),
        anyFloor(report)
            ? " or its interval reaches inside ± its row's noise floor (said under each table)"
            : "");
  }

  /** Whether any row has a noise floor above 0: without one, only p calls a change. */
  private static boolean anyFloor(CompareReport report) {
    return report.noiseThresholdPercent() > 0 || report.benchmarks().stream()
        .flatMap(t -> t.rows().stream()).anyMatch(r -> r.noise().percent() > 0);
  }

  /**
   * Which noise floor each row's changes in time were called by, in one line under its table:
   * {@code Noise floor: history ±2.3 % over 12 runs for a; --noise-threshold 5 % for the other
   * rows and the geomean}.
   */
  static String floors(Table table) {
    List<Row> all = new ArrayList<>(table.rows());
    if (table.geomean() != null) {
      all.add(table.geomean());
    }
    List<String> parts = new ArrayList<>();
    List<Row> rest = new ArrayList<>();
    for (Row row : all) {
      if (row.noise().fromHistory()) {
        parts.add(floor(row.noise()) + " for " + row.name());
      } else {
        rest.add(row);
      }
    }
    if (!rest.isEmpty()) {
      String others = rest.size() == all.size() ? "every row"
          : rest.size() == 1 ? rest.get(0).name() : "the other rows";
      parts.add(floor(rest.get(0).noise()) + " for " + others);
    }
    return "Noise floor: " + String.join("; ", parts);
  }

  /**
   * A floor as the user reads it: {@code history ±2.3 % over 12 runs}, {@code --noise-threshold
   * 5 %}, or {@code --noise-threshold 5 % as given (the history is not used)}.
   */
  static String floor(NoiseFloor floor) {
    return switch (floor.source()) {
      case NoiseFloor.HISTORY -> "history ±" + floorPercent(floor) + " % over " + floor.runs()
          + " runs";
      case NoiseFloor.GIVEN -> "--noise-threshold " + floorPercent(floor)
          + " % as given (the history is not used)";
      default -> "--noise-threshold " + floorPercent(floor) + " %";
    };
  }

  /** A floor's percentage: the history's to one decimal, a threshold as the user typed it. */
  static String floorPercent(NoiseFloor floor) {
    return floor.fromHistory() ? String.format(Locale.ROOT, "%.1f", floor.percent())
        : setting(floor.percent());
  }

  /** {@code 0.05}, {@code 5}: a setting as the user would type it, without trailing zeros. */
  static String setting(double value) {
    return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
  }

  /** Columns two spaces apart, each padded to its widest cell; colour added after padding. */
  private static void columns(CompareReport report, Table table, boolean colour,
      StringBuilder text) {
    List<String> header = Cells.header(report);
    List<List<String>> rows = Cells.rows(table);
    String align = Cells.align(report);
    int[] widths = widths(header, rows);
    line(text, header, widths, align, null, false);
    List<Row> all = new ArrayList<>(table.rows());
    if (table.geomean() != null) {
      all.add(table.geomean());
    }
    for (int r = 0; r < rows.size(); r++) {
      line(text, rows.get(r), widths, align, all.get(r), colour);
    }
  }

  /** Whether the comparison is of wall times (not of instruction counts alone). */
  private static boolean times(CompareReport report) {
    return report.timesCompared();
  }

  /** A table without colours: columns two spaces apart, each padded to its widest cell. */
  private static void plain(List<String> header, List<List<String>> rows, String align,
      StringBuilder text) {
    int[] widths = widths(header, rows);
    line(text, header, widths, align, null, false);
    rows.forEach(row -> line(text, row, widths, align, null, false));
  }

  /** Each column's widest cell, its header included. */
  private static int[] widths(List<String> header, List<List<String>> rows) {
    int[] widths = new int[header.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = header.get(c).length();
      for (List<String> row : rows) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    return widths;
  }

  private static void line(StringBuilder text, List<String> cells, int[] widths, String align,
      Row row, boolean colour) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < cells.size(); c++) {
      String cell = cells.get(c);
      String padding = " ".repeat(widths[c] - cell.length());
      String padded = align.charAt(c) == 'l' ? cell + padding : padding + cell;
      line.append("  ").append(colour && row != null ? paint(row, c, padded)
          : padded);
    }
    text.append(line.toString().stripTrailing()).append('\n');
  }

  /** Red for a significant slowdown, green for a speed-up, dim for {@code ~}: the change cell. */
  private static String paint(Row row, int column, String cell) {
    // Columns: command, A, then per other folder: times, change, interval, p.
    if (column < 3 || (column - 3) % 4 != 0) {
      return cell;
    }
    Delta d = row.changes().get((column - 3) / 4);
    if (d == null) {
      return cell;
    }
    return switch (d.verdict()) {
      case "slower" -> RED + cell + RESET;
      case "faster" -> GREEN + cell + RESET;
      case "~" -> DIM + cell + RESET;
      default -> cell;
    };
  }
}
