package jsonmark.serializers;

import java.util.List;
import jsonmark.io.Exporter;
import jsonmark.io.ResultFiles;

/** The one list of a serializers run's files: summary.md, serializers.csv and summary.json. */
final class ReportFiles {

  /** What the files show: the report, and the table's rows it was made of. */
  record Results(ThroughputReport report, List<ThroughputTable.Row> rows) {}

  static final List<Exporter<Results>> FILES = List.of(
      Exporter.text("summary.md", r -> ReportMarkdown.render(r.report(), r.rows())),
      Exporter.text("serializers.csv", r -> csv(r.report().results())),
      Exporter.text("summary.json", r -> ResultFiles.json(r.report())));

  private ReportFiles() {}

  static String csv(List<ThroughputReport.ResultRow> rows) {
    return ResultFiles.csv(rows, ThroughputReport.ResultRow.class);
  }
}
