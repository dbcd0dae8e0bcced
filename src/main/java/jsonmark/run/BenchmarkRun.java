package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.cache.CacheException;
import jsonmark.cache.DataFile;
import jsonmark.cache.UserDataCache;
import jsonmark.env.Environment;
import jsonmark.exec.Executor;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.LineTee;
import jsonmark.exec.ShellCommand;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.plan.Workload;
import jsonmark.preparation.DataPreparation;
import jsonmark.progress.Progress;
import jsonmark.progress.TerminalWidth;
import jsonmark.progress.Ticker;
import jsonmark.readcheck.EmptyDataFile;
import jsonmark.readcheck.ReadOnlyData;
import jsonmark.readcheck.TemporaryFiles;
import jsonmark.report.Provenance;
import jsonmark.report.Report;
import jsonmark.report.format.Closing;
import jsonmark.report.format.ResultsFolder;
import jsonmark.report.format.WarningText;
import jsonmark.result.RunState;
import jsonmark.result.ValueCheck;
import jsonmark.validate.Validation;

/**
 * One workload of an invocation: prepare the data, then run the commands ({@link RoundRunner}),
 * writing the results after each round, so a failure or an interrupt later loses nothing
 * already measured.
 */
public final class BenchmarkRun {

  /**
   * What a benchmark run needs from the invocation around it, as values handed down: nothing
   * in it calls back up into the invocation.
   *
   * @param environment the machine and runtimes, read once by the invocation; empty under
   *     --only-serialize, which runs no command and so spawns no probe
   */
  record Setting(
      Log log,
      PrintWriter out,
      PrintStream terminal,
      Interrupts interrupts,
      Optional<Environment> environment,
      Provenance provenance,
      Optional<ProfilingWatcher.Sampler> sampler,
      WaitMeter meter,
      DriverSettle settle,
      Optional<String> later) {}

  private final Plan plan;
  private final Workload workload;
  private final Executor executor;
  private final Setting setting;
  private final Log log;
  private final WriteFailures failures;
  private Optional<Report> report = Optional.empty();
  private Optional<Path> folder = Optional.empty();

  BenchmarkRun(Plan plan, Workload workload, Executor executor, Setting setting) {
    this.plan = plan;
    this.workload = workload;
    this.executor = executor;
    this.setting = setting;
    this.log = setting.log();
    this.failures = new WriteFailures(log);
  }

  /**
   * Runs everything and returns the exit status: 0 all passed, 1 something failed, 2 the
   * user's data is not JSON Lines.
   *
   * @param parent the invocation's folder when it runs several workloads; the results go into
   *     {@code parent/<name>}; empty for a dated folder of its own
   */
  int run(Optional<Path> parent) throws InterruptedException {
    if (!plan.work().onlySerialize() && !resultsDirUsable()) {
      return 1; // said before a possibly long generation, not after it
    }
    Optional<Path> temporary = Optional.empty();
    Optional<Cleanup.Registration> pending = Optional.empty();
    Cleanup cleanup = setting.interrupts().cleanup();
    try {
      Path cacheDir;
      if (plan.work().cacheDir().isPresent()) {
        cacheDir = plan.work().cacheDir().get();
      } else {
        temporary = Optional.of(DataPreparation.temporaryDirectory());
        pending = Optional.of(TemporaryFiles.deleteOnExit(cleanup, temporary.get()));
        cacheDir = temporary.get();
      }
      DataPreparation.Files files = DataPreparation.prepare(workload, cacheDir,
          !plan.work().onlySerialize() && plan.checks().validate(), log, setting.terminal(),
          cleanup);
      if (plan.work().onlySerialize()) {
        return onlySerialized(files.data(), temporary.isPresent());
      }
      Path dir = cacheDir;
      return runCommands(files.data(), new GoodData(workload, dir, log, setting.terminal(), cleanup),
          files.validation(), parent);
    } catch (ReadOnlyData.Unrestorable e) {
      log.error(e.getMessage() + "; no command runs on a damaged data file");
      log.debug(e);
      return 1;
    } catch (CacheException e) {
      log.error(e.getMessage());
      log.debug(e);
      return 1;
    } catch (UserDataCache.BadDataException e) {
      e.lines().forEach(log::error);
      return 2;
    } finally {
      temporary.ifPresent(TemporaryFiles::delete);
      pending.ifPresent(Cleanup.Registration::close);
    }
  }

  /** What the run measured, once it ran its commands; empty before, or if it never got there. */
  Optional<Report> report() {
    return report;
  }

  /** The results folder it wrote, once made. */
  Optional<Path> folder() {
    return folder;
  }

  private int onlySerialized(DataFile data, boolean temporary) {
    if (!plan.work().commands().isEmpty()) {
      log.warn("--only-serialize: the " + plan.work().commands().size()
          + " DESERIALIZER_CMD given are not run; drop --only-serialize to run them");
    }
    if (temporary) {
      log.warn("--only-serialize without --cache-dir: the data file is deleted at exit");
    }
    setting.out().println(data.path());
    setting.out().flush();
    return 0;
  }

  private int runCommands(DataFile data, GoodData restore, Optional<DataFile> small,
      Optional<Path> parent) throws InterruptedException {
    Instant start = Instant.now();
    FolderSink sink;
    try {
      sink = FolderSink.create(plan, workload, parent, failures, start);
    } catch (IOException e) {
      resultsDirError(e);
      return 1;
    }
    setting.interrupts().announceResultsIn(sink.folder());
    folder = Optional.of(sink.folder());
    Cleanup cleanup = setting.interrupts().cleanup();
    Report empty = FolderSink.empty(plan, workload, data, setting.environment().orElseThrow(),
        setting.provenance(), start);
    Recorder recorder;
    boolean hookFailed;
    try (Ticker ticker = Ticker.on(log.status());
        EmptyDataFile emptyFile =
            new EmptyDataFile(cleanup, data.path().getFileName().toString());
        RunChecks checks = checks(data, restore, emptyFile)) {
      List<PreparedCommand> commands = prepare(checks, data);
      recorder = new Recorder(empty, commands);
      Runner runner = new Runner(plan, workload.benchmarkName(), data.metadata().checksum(),
          executor, checks, setting.sampler(), setting.meter(), sink::stderrLog, ticker, log,
          cleanup::isClosed, setting.settle());
      RoundRunner rounds = new RoundRunner(plan, commands, runner, recorder, sink, log,
          new Progress(plan.schedule().budget(), setting.later(), ticker, log.colour()));
      try {
        List<RoundRunner.Checked> checked = new ArrayList<>();
        for (PreparedCommand command : commands) {
          checked.add(values(command, small, sink));
        }
        rounds.values(checked);
        rounds.run();
        hookFailed = rounds.hookFailed();
      } catch (InterruptedException e) {
        // Ctrl-C: every finished round is measured; its charts and pages are written too, each
        // saying that the run was interrupted.
        recorder.ended(RunState.interrupted(setting.interrupts().signal()));
        sink.write(recorder.results());
        report = Optional.of(recorder.results().report());
        throw e;
      }
    }
    recorder.ended(RunState.COMPLETE);
    sink.write(recorder.results());
    Report done = recorder.results().report();
    report = Optional.of(done);
    new Closing(log, setting.out()).report(done, TerminalWidth.columns());
    if (setting.out().checkError()) {
      log.error("cannot write the results table to standard output; it is in "
          + sink.folder().resolve("summary.md"));
      return 1;
    }
    if (failures.any()) {
      return 1; // the one error said so; claim nothing
    }
    log.results("Results written to " + sink.folder());
    return done.commands().stream().allMatch(c -> c.ok()) && !hookFailed ? 0 : 1;
  }

  /** Each command with its shell command rendered once; says how each runs. */
  private List<PreparedCommand> prepare(RunChecks checks, DataFile data) {
    List<PreparedCommand> prepared = new ArrayList<>();
    Map<String, List<String>> how = new LinkedHashMap<>();
    for (int i = 0; i < plan.work().commands().size(); i++) {
      LabelledCommand command = plan.work().commands().get(i);
      ShellCommand shell = command.render(checks.dataPath(i), workload.benchmarkName());
      command.template().pastedPathWarning(data.path())
          .ifPresent(warning -> log.warn(command.name() + ": " + warning));
      how.computeIfAbsent(command.template().howItRuns(), k -> new ArrayList<>())
          .add(command.name());
      log.debug("Command: " + shell.describe() + " with " + shell.environment());
      prepared.add(new PreparedCommand(i, command, shell));
    }
    // One line per way of running, not per command: "a, b and c run directly (no shell)".
    how.forEach((text, names) -> log.info(names.size() == 1 ? names.get(0) + " " + text
        : WarningText.names(names) + " " + text.replaceFirst("^runs ", "run ")));
    return prepared;
  }

  private RunChecks checks(DataFile data, GoodData restore, EmptyDataFile empty) {
    try {
      // Runs that may go side by side each need a watched copy of their own (see RunChecks#of).
      int copies = plan.measuring().countsOnly() ? plan.work().commands().size() : 1;
      return RunChecks.of(data, restore, empty, setting.interrupts().cleanup(), log, copies,
          executor.countsReads());
    } catch (IOException e) {
      throw new ReadOnlyData.Unrestorable("cannot hand the data file out read-only beside "
          + data.path() + ": " + e.getMessage(), e);
    }
  }

  /**
   * Before a command's first round: for --data, whether it can read the data at all (if not it
   * is reported so and not run); with --validate, what values it reads. Empty when neither ran.
   */
  private RoundRunner.Checked values(PreparedCommand p, Optional<DataFile> small,
      FolderSink sink) throws InterruptedException {
    if (small.isEmpty()) {
      return RoundRunner.Checked.NONE;
    }
    LabelledCommand command = p.command();
    if (small.get().metadata().records() == 0) {
      log.warn(command.name() + " is not validated: every line of " + workload.label()
          + " is over " + (UserDataCache.VALIDATION_BYTES >> 20) + " MiB (values are compared"
          + " in memory)");
      return RoundRunner.Checked.NONE;
    }
    if (workload instanceof Workload.UserData) {
      OutputStream stderr = sink.stderrLog(command.name(), "probe", 1);
      LineTee tee = new LineTee(log.commandOutput(), stderr);
      try {
        Optional<ValueCheck> check = new Validation(executor, plan.schedule().timeout())
            .unsupported(command, small.get(), workload.benchmarkName(), tee);
        if (check.isPresent()) {
          log.info(command.name() + " on " + workload.label() + ": " + check.get().summary()
              + "; not timed");
          return new RoundRunner.Checked(check, true);
        }
      } finally {
        tee.close();
        LogFiles.closeQuietly(stderr);
      }
    }
    if (!plan.checks().validate()) {
      return RoundRunner.Checked.NONE;
    }
    log.info("Validating " + command.name() + " on " + small.get().path().getFileName() + " ("
        + small.get().metadata().records() + " records)");
    OutputStream stderr = sink.stderrLog(command.name(), "validate", 1);
    LineTee tee = new LineTee(log.commandOutput(), stderr);
    ValueCheck check;
    try {
      check = new Validation(executor, plan.schedule().timeout()).run(command, small.get(),
          workload.benchmarkName(), tee);
    } finally {
      tee.close();
      LogFiles.closeQuietly(stderr);
    }
    if (check.ok()) {
      log.info(command.name() + " values: " + check.summary());
    } else {
      log.error(command.name() + " values: " + check.summary());
      check.differences().stream().skip(1).forEach(d -> log.error("  " + d));
    }
    return new RoundRunner.Checked(Optional.of(check), false);
  }

  /** Whether the results folder's parent can be created and written, saying why not if not. */
  private boolean resultsDirUsable() {
    Path dir = plan.output().resultsDir();
    try {
      Files.createDirectories(dir);
      Files.deleteIfExists(Files.createTempFile(dir, ".jsonmark-check-", ".tmp"));
      return true;
    } catch (IOException e) {
      resultsDirError(e);
      return false;
    }
  }

  private void resultsDirError(IOException e) {
    log.error(ResultsFolder.cannotCreate(plan.output().resultsDir(), e));
    log.debug(e);
  }
}
