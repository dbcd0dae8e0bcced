package jsonmark.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.report.TimeScale;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.compare.CompareReport.Times;

/** The text of each table cell, shared by the terminal, Markdown and HTML; never the locale's. */
final class Cells {

  static final String ABSENT = "absent";

  /** Where {@link #percent} turns to three significant digits: a change of a thousandfold. */
  private static final double LONG_PERCENT = 99_900;

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
    Scale scale = Scale.of(table);
    List<List<String>> rows = new ArrayList<>();
    table.rows().forEach(row -> rows.add(row(row, scale)));
    if (table.geomean() != null) {
      rows.add(row(table.geomean(), scale));
    }
    return rows;
  }

  /**
   * One table's unit and decimals, chosen as a results table chooses them from the same times,
   * so that a command's mean reads here exactly as in its folder's summary.md.
   */
  record Scale(TimeScale unit, int decimals) {

    static Scale of(Table table) {
      List<Times> all = table.rows().stream().flatMap(r -> r.times().stream())
          .filter(t -> t != null && t.meanS() != null).toList();
      TimeScale unit = TimeScale.of(all.stream().mapToDouble(Times::meanS).max());
      double[] values = all.stream().flatMap(t -> java.util.stream.Stream.of(t.meanS(), t.minS()))
          .filter(v -> v != null).mapToDouble(Double::doubleValue).toArray();
      return new Scale(unit, unit.decimals(values));
    }

    String format(double seconds) {
      return unit.format(seconds, decimals) + " " + unit.unit();
    }
  }

  static List<String> row(Row row, Scale scale) {
    List<String> cells = new ArrayList<>(List.of(row.name()));
    for (int i = 0; i < row.times().size(); i++) {
      cells.add(times(row.times().get(i), scale));
      if (i > 0) {
        Delta d = row.changes().get(i - 1);
        cells.addAll(List.of(change(d), interval(d), p(d)));
      }
    }
    return cells;
  }

  /** {@code 412.3 ms ± 1.2%}: the mean and half its interval, in % of it. */
  static String times(Times t, Scale scale) {
    if (t == null) {
      return ABSENT;
    }
    if (t.meanS() == null) {
      return "n/a (no run passed)";
    }
    String mean = scale.format(t.meanS());
    if (t.halfWidthS() == null) {
      return t.runs() == 1 ? mean + " (1 run)" : mean;
    }
    return mean + " ± " + String.format(Locale.ROOT, "%.1f%%", 100 * t.halfWidthS() / t.meanS());
  }

  /** {@code +20.1%} when significant, {@code ~} when not, {@code n/a} without a test. */
  static String change(Delta d) {
    if (d == null) {
      return ABSENT;
    }
    if ("n/a".equals(d.verdict()) || d.changePercent() == null) {
      return "n/a";
    }
    return d.significant() ? percent(d.changePercent()) : "?".equals(d.verdict()) ? "?" : "~";
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

  /**
   * {@code +20.1%}, {@code -3.0%}, {@code +0.0%}: signed, one decimal; from a thousandfold
   * ({@code +99900%}) on, three significant digits ({@code +1.23e+07%}), never a long row of
   * digits.
   */
  static String percent(double value) {
    if (Math.abs(value) >= LONG_PERCENT) {
      return String.format(Locale.ROOT, "%+.2e%%", value);
    }
    String text = String.format(Locale.ROOT, "%+.1f%%", value);
    return text.equals("-0.0%") ? "+0.0%" : text;
  }

  /** A time as recorded, for a message: {@code 0 s}, {@code 1.00e-300 s}, {@code 0.500 s}. */
  static String seconds(double seconds) {
    return seconds == 0 ? "0 s" : String.format(Locale.ROOT, "%.3g s", seconds);
  }

  /** The memory table's header: per folder its peak and p95, and past the base the change. */
  static List<String> memoryHeader(CompareReport report) {
    List<String> header = new ArrayList<>(List.of("command"));
    String base = report.folders().get(0).label();
    for (int i = 0; i < report.folders().size(); i++) {
      String label = report.folders().get(i).label();
      header.add(label + " peak");
      if (i > 0) {
        header.add(label + " vs " + base);
      }
      header.add(label + " p95");
      if (i > 0) {
        header.add(label + " vs " + base);
      }
    }
    return header;
  }

  /** One row per command profiled in the base and another folder: MiB and changes in %. */
  static List<List<String>> memoryRows(Table table) {
    List<List<String>> rows = new ArrayList<>();
    for (CompareReport.MemoryRow row : table.memory()) {
      List<String> cells = new ArrayList<>(List.of(row.name()));
      CompareReport.Memory base = row.folders().get(0);
      for (int i = 0; i < row.folders().size(); i++) {
        CompareReport.Memory m = row.folders().get(i);
        cells.add(mib(m == null ? null : m.peakMib()));
        if (i > 0) {
          cells.add(memoryChange(base.peakMib(), m == null ? null : m.peakMib()));
        }
        cells.add(mib(m == null ? null : m.p95Mib()));
        if (i > 0) {
          cells.add(memoryChange(base.p95Mib(), m == null ? null : m.p95Mib()));
        }
      }
      rows.add(cells);
    }
    return rows;
  }

  private static String mib(Double value) {
    return value == null ? "n/a" : String.format(Locale.ROOT, "%.1f MiB", value);
  }

  private static String memoryChange(Double old, Double now) {
    return old == null || now == null || old <= 0 ? "n/a" : percent(100 * (now / old - 1));
  }
}
