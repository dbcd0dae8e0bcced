package jsonmark.compare;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import jsonmark.io.Exporter;
import jsonmark.io.OwnedFolder;
import jsonmark.io.ResultWriter;
import jsonmark.report.format.ResultsFolder;

/**
 * Writes the comparison's files into {@code <results-dir>/<UTC yyyyMMdd-HHmmss>-compare/} as one
 * atomic step: every file goes into a hidden temporary folder beside it, which is then renamed,
 * so the folder appears complete or not at all.
 */
final class CompareFiles {

  private CompareFiles() {}

  /** Writes {@code files} of {@code report} and returns the folder. */
  static Path write(Path resultsDir, Instant now, CompareReport report,
      List<Exporter<CompareReport>> files) throws IOException {
    Files.createDirectories(resultsDir);
    Path temporary = Files.createDirectory(resultsDir.resolve(
        "." + ResultsFolder.datedName(now, "compare", 1) + "." + UUID.randomUUID() + ".tmp"));
    try {
      try {
        new ResultWriter(temporary).write(report, files);
      } catch (ResultWriter.ChartFailure e) {
        // The folder appears complete or not at all: without its charts, nothing is written.
        throw new IOException("could not draw the charts (" + e.getCause() + ")", e);
      }
      for (int attempt = 1; ; attempt++) {
        Path target = resultsDir.resolve(ResultsFolder.datedName(now, "compare", attempt));
        if (Files.exists(target)) {
          continue;
        }
        try {
          return Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | DirectoryNotEmptyException taken) {
          // Another comparison took this name in the same second: try the next suffix.
        }
      }
    } finally {
      // Left, when it cannot be removed, as a hidden .tmp folder, named like no results folder.
      OwnedFolder.removeQuietly(temporary);
    }
  }
}
