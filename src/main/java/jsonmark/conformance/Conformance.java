package jsonmark.conformance;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.exec.LabelledCommand;
import jsonmark.env.Environment;
import jsonmark.exec.Executor;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.report.ResultsFolder;

/**
 * One {@code jsonmark conformance} invocation: writes the suite to a temporary folder, runs every
 * command on it, prints the matrix and writes the result files. Exit status 0 when the suite ran,
 * whatever it found; 1 with {@code strict} when a scored case went wrong, or when files could not
 * be written.
 */
final class Conformance {

  /**
   * Validated options.
   *
   * @param commands the commands with their labels
   * @param timeout how long one case may run
   * @param resultsDir where the result folder goes
   * @param strict whether a scored case gone wrong makes the exit status 1
   */
  record Settings(
      List<LabelledCommand> commands,
      Optional<Duration> timeout,
      Path resultsDir,
      boolean strict) {}

  private final Executor executor;
  private final Log log;
  private final PrintWriter out;
  private final Supplier<Environment> environment;
  private final Cleanup cleanup;

  Conformance(
      Executor executor, Log log, PrintWriter out, Supplier<Environment> environment,
      Cleanup cleanup) {
    this.executor = executor;
    this.log = log;
    this.out = out;
    this.environment = environment;
    this.cleanup = cleanup;
  }

  int run(Settings settings, List<Case> cases, Instant now) throws InterruptedException {
    ResultsFolder folder;
    try {
      folder = ResultsFolder.create(settings.resultsDir(), "conformance", now);
    } catch (IOException e) {
      log.error(ResultsFolder.cannotCreate(settings.resultsDir(), e));
      log.debug(e);
      return 1;
    }
    Environment machine = environment.get();
    ConformanceFiles files = new ConformanceFiles(folder,
        settings.commands().stream().map(LabelledCommand::name).toList(),
        soFar -> new ConformanceReport(now, settings.timeout(), machine, cases, soFar));
    List<CommandOutcomes> outcomes;
    try (SuiteFolder suite = SuiteFolder.create(cleanup)) {
      outcomes = new ConformanceRun(executor, log, settings.timeout())
          .run(settings.commands(), cases, suite.path(), files);
    } catch (IOException e) {
      log.error("cannot write the conformance files (" + e.getClass().getSimpleName() + ": "
          + e.getMessage() + ")"
          + "; check free space and permissions of the temporary folder and " + folder.path());
      return 1;
    }
    ConformanceReport report =
        new ConformanceReport(now, settings.timeout(), machine, cases, outcomes);
    out.print(ConformanceMarkdown.terminal(report));
    out.flush();
    log.info("Results written to " + folder.path());
    if (settings.strict() && report.anyWrong()) {
      log.error("--strict: a scored case went wrong (see above)");
      return 1;
    }
    return 0;
  }
}
