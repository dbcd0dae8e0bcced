package jsonmark.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.compare.CompareReport.CountDelta;
import jsonmark.compare.CompareReport.CountRow;
import jsonmark.compare.CompareReport.Counts;

/** The cells of the instruction-count table of a comparison, as text and Markdown show them. */
final class CountCells {

  /** What the table shows, under it. */
  static final String LEGEND = "Instructions: the mean count of each command's counted runs"
      + " under Valgrind, with its spread ((max - min) / min; 'not exact' past 0.1 %); a change"
      + " is new over old, with in brackets every ratio between a run of one folder and a run"
      + " of the other, widened by 0.1 %: ~ when that contains no change; ? when either folder"
      + " has one run, whose spread is unknown, so no change is called.";

  private CountCells() {}

  /** {@code command | A instructions | B instructions | B vs A}, for every folder. */
  static List<String> header(CompareReport report) {
    List<String> header = new ArrayList<>(List.of("command"));
    report.folders().forEach(f -> header.add(f.label() + " instructions"));
    report.folders().subList(1, report.folders().size())
        .forEach(f -> header.add(f.label() + " vs " + report.folders().get(0).label()));
    return header;
  }

  /** Left, then right-aligned. */
  static String align(CompareReport report) {
    return "l" + "r".repeat(2 * report.folders().size() - 1);
  }

  static List<List<String>> rows(CompareReport.Table table) {
    List<List<String>> rows = new ArrayList<>();
    for (CountRow row : table.instructions()) {
      List<String> cells = new ArrayList<>(List.of(row.name()));
      row.counts().forEach(c -> cells.add(c == null ? Cells.ABSENT : counts(c)));
      row.changes().forEach(d -> cells.add(d == null ? Cells.ABSENT : change(d)));
      rows.add(cells);
    }
    return rows;
  }

  private static String counts(Counts c) {
    return String.format(Locale.ROOT, "%,d ± %.3f %%%s", Math.round(c.mean()), c.spreadPercent(),
        c.runs() < 2 ? " exact unknown (1 run)" : c.exact() ? "" : " not exact");
  }

  private static String change(CountDelta d) {
    return String.format(Locale.ROOT, "%+.3f %% [%+.3f, %+.3f] %s", d.changePercent(),
        d.lowPercent(), d.highPercent(), d.verdict());
  }
}
