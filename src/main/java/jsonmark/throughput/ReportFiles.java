package jsonmark.throughput;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import jsonmark.report.ResultFiles;

/** Writes {@code summary.md}, {@code serializers.csv} and {@code summary.json} into a folder. */
final class ReportFiles {

  private ReportFiles() {}

  static void write(Path folder, ThroughputReport report, List<ThroughputTable.Row> rows)
      throws IOException {
    ResultFiles.writeAtomically(folder.resolve("summary.md"), ReportMarkdown.render(report, rows));
    ResultFiles.writeAtomically(folder.resolve("serializers.csv"), csv(report.results()));
    ResultFiles.writeAtomically(folder.resolve("summary.json"), ResultFiles.json(report));
  }

  static String csv(List<ThroughputReport.ResultRow> rows) {
    return ResultFiles.csv(rows, ThroughputReport.ResultRow.class);
  }
}
