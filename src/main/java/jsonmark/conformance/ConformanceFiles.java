package jsonmark.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import jsonmark.io.Exporter;
import jsonmark.io.FileNames;
import jsonmark.report.format.ResultsFolder;
import jsonmark.result.RunState;

/**
 * Writes {@code conformance.md}, {@code .csv} and {@code .json} after each command, each file
 * atomically, and the command's stderr on every case to {@code logs/<name>.stderr.log}; on an
 * interrupt, what finished (saying so), or, when nothing did, removes the still empty folder.
 */
final class ConformanceFiles implements ConformanceRun.Sink {

  /** The result files, each rendered from the report so far. */
  static final List<Exporter<ConformanceReport>> FILES = List.of(
      Exporter.text("conformance.md", ConformanceMarkdown::document),
      Exporter.text("conformance.csv", ConformanceCsv::render),
      Exporter.text("conformance.json", ConformanceJson::render));

  private final ResultsFolder folder;
  private final List<String> logNames;
  private final BiFunction<List<CommandOutcomes>, RunState, ConformanceReport> report;
  private final Supplier<Optional<String>> signal;
  private List<CommandOutcomes> written = List.of();

  /**
   * @param names every command's label, in order, for distinct log file names
   * @param report builds the report from the outcomes so far and how far the run got
   * @param signal the signal that is ending the driver, once one is
   */
  ConformanceFiles(ResultsFolder folder, List<String> names,
      BiFunction<List<CommandOutcomes>, RunState, ConformanceReport> report,
      Supplier<Optional<String>> signal) {
    this.folder = folder;
    this.logNames = FileNames.distinct(names);
    this.report = report;
    this.signal = signal;
  }

  @Override
  public void commandDone(List<CommandOutcomes> soFar, int index, String stderrLog)
      throws IOException {
    write(soFar, index, stderrLog,
        soFar.size() == logNames.size() ? RunState.COMPLETE : RunState.RUNNING);
  }

  @Override
  public void interrupted(List<CommandOutcomes> soFar, int index, String stderrLog)
      throws IOException {
    if (soFar.isEmpty()) {
      // Nothing was measured: a results folder would say otherwise (and break a glob such as
      // jsonmark compare results/*), so the interrupt's message says so instead.
      Files.deleteIfExists(folder.path());
      return;
    }
    write(soFar, index, stderrLog, RunState.interrupted(signal.get()));
  }

  /** {@link #interrupted} between two commands, when the last written is all there is. */
  void interruptedBetweenCommands() throws IOException {
    interrupted(written, written.size(), "");
  }

  private void write(List<CommandOutcomes> soFar, int index, String stderrLog, RunState state)
      throws IOException {
    if (!stderrLog.isEmpty()) {
      folder.writer().write("logs/" + logNames.get(index) + ".stderr.log", stderrLog);
    }
    folder.writer().write(report.apply(soFar, state), FILES);
    written = soFar;
  }
}
