package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jsonmark.cache.DataFile;
import jsonmark.report.Report;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;

/** Where a run's results go as they come in; written after every run so nothing is lost. */
interface ResultsSink {

  /** Creates the sink once the data file is known. */
  interface Factory {
    /** @param failures where the sink reports the writes that fail, its files' and logs' */
    ResultsSink open(DataFile data, WriteFailures failures) throws IOException;
  }

  /**
   * What one update wrote, built once from the results so far: what the log lines, the final
   * table and a run over several benchmarks read, so that none of them builds it again.
   */
  interface Written {

    /** Each command's summary, in the order the commands were given. */
    List<CommandSummary> commands();

    /** The final table, printed at the end of the run. */
    String table();

    /** The results as a report, for an invocation that combines several benchmarks. */
    default Optional<Report> report() {
      return Optional.empty();
    }
  }

  /**
   * Rewrites the result files with everything measured so far; a write that fails is reported
   * to the sink's {@link WriteFailures}, and the run goes on.
   *
   * @param complete whether a command just finished (all files, charts too) rather than one of
   *     its runs (text files only, so the driver stays quiet between runs)
   * @return what was written
   */
  Written update(List<CommandResult> results, boolean complete);

  /** A log file for one run's stderr, or null when none is kept. */
  OutputStream stderrLog(String name, String kind, int run);

  Path folder();
}
