package jsonmark.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryJson;

/**
 * Reads a results folder's {@code summary.json}, of one benchmark or of several, into the same
 * report records that wrote it ({@link SummaryJson}): compare reads their stored statistics and
 * recomputes none.
 */
final class ResultsReader {

  private static final String EXAMPLE = "e.g. results/20261201-093000-Simple1Benchmark";

  private ResultsReader() {}

  static Folder read(Path path, String label) throws CompareException {
    if (!Files.isDirectory(path)) {
      throw new CompareException(path + " is not a folder: give results folders that jsonmark"
          + " wrote (" + EXAMPLE + ")");
    }
    Path summary = path.resolve("summary.json");
    if (!Files.isRegularFile(summary)) {
      throw new CompareException(path + " is not a results folder (it has no summary.json):"
          + " give the folders that jsonmark wrote (" + EXAMPLE + ")");
    }
    SummaryJson.Read read;
    try {
      read = SummaryJson.read(summary);
    } catch (SummaryJson.Unreadable e) {
      throw new CompareException(e.newer()
          ? summary.getParent() + " was " + e.getMessage() + ": compare it with that jsonmark or"
              + " a later one"
          : summary + " is not a jsonmark summary (" + e.getMessage() + "): give the folders"
              + " that jsonmark wrote (" + EXAMPLE + ")");
    } catch (IOException e) {
      throw new CompareException("cannot read " + summary + ": " + e.getMessage());
    }
    for (Report report : read.reports()) {
      StoredFigures.check(label, path, report);
    }
    return new Folder(label, path, read.formatVersion(), read.reports());
  }
}
