package jsonmark.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jsonmark.report.ReadableTime;
import jsonmark.report.format.MarkdownTable;
import jsonmark.stats.Descriptive;

/**
 * {@code jsonmark history}: one row per line, with its last value, the last value against the
 * median of the ten runs before it, and its last change point.
 */
public final class TrendTable {

  /** How many earlier runs the trend holds the last one against. */
  static final int TREND_RUNS = 10;

  private TrendTable() {}

  /** The table of {@code analyses}, or a sentence when there is nothing. */
  public static String render(List<Analysis> analyses, String store) {
    if (analyses.isEmpty()) {
      return "The history " + store + " holds no run yet: every run records into it, and"
          + " jsonmark history import DIR adds earlier results folders.\n";
    }
    List<List<String>> rows = new ArrayList<>();
    for (Analysis analysis : analyses) {
      Line line = analysis.line();
      List<StoredPoint> evidence = line.evidence();
      String measure = line.key().measure();
      StoredPoint last = evidence.isEmpty() ? null : evidence.get(evidence.size() - 1);
      rows.add(List.of(line.key().commandName(), line.points().get(0).run().benchmark(),
          measure, String.valueOf(evidence.size()),
          last == null ? "n/a" : Figures.of(last.value(), measure),
          trend(evidence),
          last == null ? "n/a" : ReadableTime.of(last.run().startedAt()).substring(0, 16),
          lastChange(analysis)));
    }
    return MarkdownTable.render(List.of("command", "benchmark", "measure", "runs", "last",
        "vs previous " + TREND_RUNS, "last run", "last change point"), rows, "lllrrrll");
  }

  /** The last value against the median of up to ten complete runs before it. */
  static String trend(List<StoredPoint> evidence) {
    if (evidence.size() < 2) {
      return "n/a";
    }
    int end = evidence.size() - 1;
    double[] before = evidence.subList(Math.max(0, end - TREND_RUNS), end).stream()
        .mapToDouble(StoredPoint::value).toArray();
    Arrays.sort(before);
    double median = Descriptive.median(before);
    if (!(median > 0)) {
      return "n/a"; // no ratio to 0 wrong cases
    }
    return Figures.percent((evidence.get(end).value() / median - 1) * 100);
  }

  private static String lastChange(Analysis analysis) {
    if (analysis.changes().isEmpty()) {
      return "none";
    }
    Change last = analysis.changes().get(analysis.changes().size() - 1);
    return Figures.percent(last.point().percent()) + " at "
        + ReadableTime.of(last.after().run().startedAt()).substring(0, 10)
        + (last.point().confirmed() ? "" : " (unconfirmed)");
  }
}
