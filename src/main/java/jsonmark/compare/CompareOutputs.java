package jsonmark.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.ResultFiles;

/**
 * The one list of a comparison's files: compare.md, compare.json, a change chart per folder
 * compared with the base ({@code change.png}, or {@code change-B.png}, {@code change-C.png}...
 * with more than two folders), and compare.html embedding them.
 */
final class CompareOutputs {

  private CompareOutputs() {}

  static Map<String, byte[]> files(CompareReport report) throws IOException {
    Map<String, byte[]> files = new LinkedHashMap<>();
    files.put("compare.md", utf8(CompareText.markdown(report)));
    files.put("compare.json", utf8(ResultFiles.json(report)));
    Map<String, byte[]> charts = new LinkedHashMap<>();
    for (int column = 1; column < report.folders().size(); column++) {
      Optional<byte[]> png = ChangeChart.png(report, column);
      if (png.isPresent()) {
        charts.put(chartName(report, column), png.get());
      }
    }
    files.putAll(charts);
    files.put("compare.html", utf8(CompareHtml.render(report, charts)));
    return files;
  }

  static String chartName(CompareReport report, int column) {
    return report.folders().size() == 2 ? "change.png"
        : "change-" + report.folders().get(column).label() + ".png";
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
