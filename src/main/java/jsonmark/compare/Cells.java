package jsonmark.compare;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.compare.CompareReport.Times;

/** The text of each table cell, shared by the terminal, Markdown and HTML; never the locale's. */
final class Cells {

  static final String ABSENT = "absent";

  private Cells() {}

  /** The header: command, then each folder's times and, after the first, its change. */
  static List<String> header(CompareReport report) {
    List<String> header = new ArrayList<>(List.of("command"));
    String base = report.folders().get(0).label();
    for (int i = 0; i < report.folders().size(); i++) {
      String label = report.folders().get(i).label();
      header.add(label);
      if (i > 0) {
        header.addAll(List.of(label + " vs " + base, "95% interval", "p"));
      }
    }
    return header;
  }

  /** One letter per column: the command left, numbers right. */
  static String align(CompareReport report) {
    return "l" + "r".repeat(header(report).size() - 1);
  }

  /** Each row's cells, the geomean last. */
  static List<List<String>> rows(Table table) {
    List<List<String>> rows = new ArrayList<>();
    table.rows().forEach(row -> rows.add(row(row)));
    if (table.geomean() != null) {
      rows.add(row(table.geomean()));
    }
    return rows;
  }

  static List<String> row(Row row) {
    List<String> cells = new ArrayList<>(List.of(row.name()));
    for (int i = 0; i < row.times().size(); i++) {
      cells.add(times(row.times().get(i)));
      if (i > 0) {
        Delta d = row.changes().get(i - 1);
        cells.addAll(List.of(change(d), interval(d), p(d)));
      }
    }
    return cells;
  }

  /** {@code 0.4123 s ± 1.2%}: the mean and half its interval, in % of it. */
  static String times(Times t) {
    if (t == null) {
      return ABSENT;
    }
    if (t.meanS() == null) {
      return "n/a (no run passed)";
    }
    String mean = seconds(t.meanS());
    if (t.halfWidthS() == null) {
      return t.runs() == 1 ? mean + " (1 run)" : mean;
    }
    return mean + " ± " + String.format(Locale.ROOT, "%.1f%%", 100 * t.halfWidthS() / t.meanS());
  }

  /** Four significant digits, with the unit. */
  static String seconds(double value) {
    return new BigDecimal(value).round(new MathContext(4)).stripTrailingZeros().toPlainString()
        + " s";
  }

  /** {@code +20.1%} when significant, {@code ~} when not, {@code n/a} without a test. */
  static String change(Delta d) {
    if (d == null) {
      return ABSENT;
    }
    if ("n/a".equals(d.verdict()) || d.changePercent() == null) {
      return "n/a";
    }
    return d.significant() ? percent(d.changePercent()) : "~";
  }

  static String interval(Delta d) {
    if (d == null) {
      return "";
    }
    if (d.lowPercent() == null || d.highPercent() == null) {
      return "needs 2 runs a side";
    }
    return "[" + percent(d.lowPercent()) + ", " + percent(d.highPercent()) + "]";
  }

  static String p(Delta d) {
    if (d == null) {
      return "";
    }
    if (d.p() == null) {
      return "n/a";
    }
    return d.p() < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", d.p());
  }

  /** {@code +20.1%}, {@code -3.0%}, {@code +0.0%}: signed, one decimal. */
  static String percent(double value) {
    String text = String.format(Locale.ROOT, "%+.1f%%", value);
    return text.equals("-0.0%") ? "+0.0%" : text;
  }
}
