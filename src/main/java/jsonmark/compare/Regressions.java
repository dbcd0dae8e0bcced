package jsonmark.compare;

import java.util.ArrayList;
import java.util.List;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;

/** The commands that {@code --fail-on-regression} names: significantly slower by over PCT. */
final class Regressions {

  private Regressions() {}

  /** Each as {@code Simple1Benchmark python-orjson +20.3% (B vs A)}; the geomean not among them. */
  static List<String> over(CompareReport report, double percent) {
    List<String> slower = new ArrayList<>();
    String base = report.folders().get(0).label();
    for (Table table : report.benchmarks()) {
      for (Row row : table.rows()) {
        for (Delta d : row.changes()) {
          if (d != null && d.significant() && d.changePercent() != null
              && d.changePercent() > percent) {
            slower.add(table.benchmark() + " " + row.name() + " " + Cells.percent(
                d.changePercent()) + " (" + d.against() + " vs " + base + ")");
          }
        }
      }
    }
    return slower;
  }

  /**
   * Each command that executes significantly more instructions than in the base, by more than
   * {@code percent}: {@code Simple1Benchmark python-orjson +2.03% instructions (B vs A)}.
   */
  static List<String> moreInstructions(CompareReport report, double percent) {
    List<String> more = new ArrayList<>();
    String base = report.folders().get(0).label();
    for (Table table : report.benchmarks()) {
      for (CompareReport.CountRow row : table.instructions()) {
        for (CompareReport.CountDelta d : row.changes()) {
          if (d != null && d.significant() && d.changePercent() > percent) {
            more.add(table.benchmark() + " " + row.name() + " " + Cells.percent(
                d.changePercent()) + " instructions (" + d.against() + " vs " + base + ")");
          }
        }
      }
    }
    return more;
  }
}
