package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jsonmark.cache.DataFile;
import jsonmark.report.Report;
import jsonmark.result.CommandResult;

/** Where a run's results go as they come in; written after every run so nothing is lost. */
interface ResultsSink {

  /** Creates the sink once the data file is known. */
  interface Factory {
    /** @param failures where the sink reports writes that fail later, such as a log file's */
    ResultsSink open(DataFile data, WriteFailures failures) throws IOException;
  }

  /**
   * Rewrites the result files with everything measured so far.
   *
   * @param complete whether a command just finished (all files, charts too) rather than one of
   *     its runs (text files only, so the driver stays quiet between runs)
   */
  void update(List<CommandResult> results, boolean complete) throws IOException;

  /** The results as a report, for an invocation that combines several benchmarks. */
  default Optional<Report> report(List<CommandResult> results) {
    return Optional.empty();
  }

  /** The final table, printed at the end of the run. */
  String table(List<CommandResult> results);

  /** A log file for one run's stderr, or null when none is kept. */
  OutputStream stderrLog(String name, String kind, int run);

  Path folder();
}
