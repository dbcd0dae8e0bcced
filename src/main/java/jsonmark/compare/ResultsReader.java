package jsonmark.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryJson;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;

/**
 * Reads a results folder's {@code summary.json}, of one benchmark or of several, into the same
 * report records that wrote it ({@link SummaryJson}): compare reads their stored statistics and
 * recomputes none.
 */
final class ResultsReader {

  /**
   * The shortest counted run compare takes: no process starts and exits faster, and a time
   * nearer 0 (or 0 itself) cannot be a ratio's denominator or a logarithm.
   */
  static final double MIN_SECONDS = 1e-6;

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
      for (CommandSummary command : report.commands()) {
        checkCounted(label, path, command);
      }
    }
    return new Folder(label, path, read.formatVersion(), read.reports());
  }

  /**
   * Refuses a counted run that no real run can have given: a time below {@link #MIN_SECONDS},
   * or an instruction count of 0 or less.
   */
  private static void checkCounted(String label, Path path, CommandSummary command)
      throws CompareException {
    for (RunResult run : command.runs()) {
      if (!run.counted()) {
        continue;
      }
      if (run.seconds() < MIN_SECONDS) {
        throw new CompareException(label + " (" + path + "): run " + run.run() + " of "
            + command.name() + " took " + Cells.seconds(run.seconds()) + ", below the 1 µs"
            + " that no process beats; such a time cannot be compared as a ratio: give folders"
            + " that jsonmark wrote");
      }
      if (run.instructions().isPresent() && run.instructions().getAsLong() <= 0) {
        throw new CompareException(label + " (" + path + "): run " + run.run() + " of "
            + command.name() + " counted " + run.instructions().getAsLong() + " instructions,"
            + " which no process executes; such a count cannot be compared as a ratio: give"
            + " folders that jsonmark wrote");
      }
    }
  }
}
