package jsonmark.compare;

import java.util.ArrayList;
import java.util.List;
import jsonmark.io.Exporter;
import jsonmark.io.ResultFiles;

/**
 * The one list of a comparison's files: compare.md, compare.json, a change chart per folder
 * compared with the base ({@code change.png}, or {@code change-B.png}, {@code change-C.png}...
 * with more than two folders), and compare.html embedding them.
 */
final class CompareOutputs {

  private CompareOutputs() {}

  static List<Exporter<CompareReport>> files(CompareReport report) {
    List<Exporter<CompareReport>> files = new ArrayList<>();
    files.add(Exporter.text("compare.md", CompareText::markdown));
    files.add(Exporter.text("compare.json", ResultFiles::json));
    for (int column = 1; column < report.folders().size(); column++) {
      int compared = column;
      files.add(Exporter.chart(chartName(report, column), r -> ChangeChart.png(r, compared)));
    }
    files.add(Exporter.page("compare.html",
        (r, drawn) -> CompareHtml.render(r, drawn.now())));
    return files;
  }

  static String chartName(CompareReport report, int column) {
    return report.folders().size() == 2 ? "change.png"
        : "change-" + report.folders().get(column).label() + ".png";
  }
}
