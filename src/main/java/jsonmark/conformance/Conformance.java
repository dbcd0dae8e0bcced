package jsonmark.conformance;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import jsonmark.exec.LabelledCommand;
import jsonmark.env.Environment;
import jsonmark.exec.Executor;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.report.format.ResultsFolder;
import jsonmark.result.RunState;

/**
 * One {@code jsonmark conformance} invocation: writes the suite to a temporary folder, runs every
 * command on it, prints the matrix and writes the result files. Exit status 0 when the suite ran,
 * whatever it found; 1 with {@code strict} when a scored case went wrong, or when files could not
 * be written.
 */
public final class Conformance {

  private final Executor executor;
  private final Log log;
  private final PrintWriter out;
  private final Supplier<Environment> environment;
  private final Cleanup cleanup;
  private final Consumer<Path> resultsFolder;
  private final Supplier<Optional<String>> signal;

  /**
   * @param cleanup the driver's one owner of what an interrupt must undo (case files, trees)
   * @param resultsFolder told the results folder as soon as it exists, so that an interrupt can
   *     say where the results measured so far are (an interrupt before any case ended removes it)
   * @param signal the signal that is ending the driver, once one is, for the files to say
   */
  public Conformance(
      Executor executor, Log log, PrintWriter out, Supplier<Environment> environment,
      Cleanup cleanup, Consumer<Path> resultsFolder, Supplier<Optional<String>> signal) {
    this.executor = executor;
    this.log = log;
    this.out = out;
    this.environment = environment;
    this.cleanup = cleanup;
    this.resultsFolder = resultsFolder;
    this.signal = signal;
  }

  private void writeInterrupted(ConformanceFiles files) {
    try {
      files.interruptedBetweenCommands();
    } catch (IOException e) {
      log.debug(e); // on the way out: the files written after the last command stay
    }
  }

  /** Runs the whole suite: what {@code jsonmark conformance} does. */
  public int run(ConformanceOptions settings, Instant now) throws InterruptedException {
    return run(settings, Suite.cases(), now);
  }

  int run(ConformanceOptions settings, List<Case> cases, Instant now) throws InterruptedException {
    ResultsFolder folder;
    try {
      folder = ResultsFolder.create(settings.resultsDir(), "conformance", now);
    } catch (IOException e) {
      log.error(ResultsFolder.cannotCreate(settings.resultsDir(), e));
      log.debug(e);
      return 1;
    }
    resultsFolder.accept(folder.path());
    Environment machine = environment.get();
    String runId = java.util.UUID.randomUUID().toString();
    ConformanceFiles files = new ConformanceFiles(folder,
        settings.commands().stream().map(LabelledCommand::name).toList(),
        (soFar, state) -> new ConformanceReport(now, settings.timeout(), machine, cases, soFar,
            state, settings.commands().size(), runId),
        signal);
    List<CommandOutcomes> outcomes;
    Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
    int swept = SuiteFolder.sweep(temporary);
    if (swept > 0) {
      log.info("Removed " + swept + " folder" + (swept == 1 ? "" : "s") + " of conformance"
          + " cases left in " + temporary + " by jsonmark drivers that were killed while"
          + " checking");
    }
    try (SuiteFolder suite = SuiteFolder.create(temporary, cleanup)) {
      outcomes = new ConformanceRun(executor, log, settings.timeout(), settings.jobs())
          .run(settings.commands(), cases, suite.path(), files);
    } catch (Cleanup.ClosedException interrupted) {
      writeInterrupted(files); // before the case folder was made: nothing ran
      throw interrupted;
    } catch (IOException e) {
      if (cleanup.isClosed()) {
        // The interrupt removed the case files while the next command's were being written.
        writeInterrupted(files);
        throw new InterruptedException("the driver is shutting down");
      }
      log.error("cannot write the conformance files (" + e.getClass().getSimpleName() + ": "
          + e.getMessage() + ")"
          + "; check free space and permissions of the temporary folder and " + folder.path());
      return 1;
    }
    ConformanceReport report = new ConformanceReport(now, settings.timeout(), machine, cases,
        outcomes, RunState.COMPLETE, settings.commands().size(), runId);
    out.print(ConformanceMarkdown.terminal(report));
    out.flush();
    log.results("Results written to " + folder.path());
    if (settings.strict() && report.anyWrong()) {
      log.error("--strict: a scored case went wrong (see above)");
      return 1;
    }
    return 0;
  }
}
