package jsonmark.conformance;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import jsonmark.io.Exporter;
import jsonmark.io.FileNames;
import jsonmark.report.format.ResultsFolder;

/**
 * Writes {@code conformance.md}, {@code .csv} and {@code .json} after each command, each file
 * atomically, and the command's stderr on every case to {@code logs/<name>.stderr.log}.
 */
final class ConformanceFiles implements ConformanceRun.Sink {

  /** The result files, each rendered from the report so far. */
  static final List<Exporter<ConformanceReport>> FILES = List.of(
      Exporter.text("conformance.md", ConformanceMarkdown::document),
      Exporter.text("conformance.csv", ConformanceCsv::render),
      Exporter.text("conformance.json", ConformanceJson::render));

  private final ResultsFolder folder;
  private final List<String> logNames;
  private final Function<List<CommandOutcomes>, ConformanceReport> report;

  /**
   * @param names every command's label, in order, for distinct log file names
   * @param report builds the report from the outcomes so far
   */
  ConformanceFiles(ResultsFolder folder, List<String> names,
      Function<List<CommandOutcomes>, ConformanceReport> report) {
    this.folder = folder;
    this.logNames = FileNames.distinct(names);
    this.report = report;
  }

  @Override
  public void commandDone(List<CommandOutcomes> soFar, int index, String stderrLog)
      throws IOException {
    if (!stderrLog.isEmpty()) {
      folder.writer().write("logs/" + logNames.get(index) + ".stderr.log", stderrLog);
    }
    folder.writer().write(report.apply(soFar), FILES);
  }
}
