package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jsonmark.cache.CacheException;
import jsonmark.cache.DataFile;
import jsonmark.cache.UserDataCache;
import jsonmark.exec.Executor;
import jsonmark.exec.LabelledCommand;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.report.Report;
import jsonmark.report.format.ResultsFolder;
import jsonmark.result.CommandResult;
import jsonmark.result.ValueCheck;
import jsonmark.validate.Validation;

/**
 * One benchmark of an invocation: prepare the data, run the commands in rounds (see {@link
 * RoundLoop}), and write the results after each round, so a failure or an interrupt later loses
 * nothing already measured.
 */
public final class BenchmarkRun {

  private final BenchmarkOptions settings;
  private final Log log;
  private final PrintWriter out;
  private final Executor executor;
  private final Optional<ProfilingWatcher.Sampler> sampler;
  private final ResultsSink.Factory results;
  private final PrintStream terminal;
  private final WriteFailures failures;
  /** What the last update of the results wrote; null before the first. */
  private ResultsSink.Written written;
  private CommandsLeft commandsLeft;
  private final Interrupts interrupts;
  private WaitMeter waitMeter = WaitMeter.none();

  BenchmarkRun(
      BenchmarkOptions settings,
      Log log,
      PrintWriter out,
      Executor executor,
      Optional<ProfilingWatcher.Sampler> sampler,
      ResultsSink.Factory results,
      PrintStream terminal,
      Interrupts interrupts) {
    this.interrupts = interrupts;
    this.settings = settings;
    this.log = log;
    this.out = out;
    this.executor = executor;
    this.sampler = sampler;
    this.results = results;
    this.terminal = terminal;
    this.failures = new WriteFailures(log);
    this.commandsLeft = new CommandsLeft(settings.commands().size());
  }

  /** Runs everything and returns the exit status: 0 all passed, 1 something failed. */
  public int run() throws InterruptedException {
    Optional<Path> temporary = Optional.empty();
    if (!settings.onlySerialize() && !resultsDirUsable()) {
      return 1; // said before a possibly long generation, not after it
    }
    Optional<Cleanup.Registration> pending = Optional.empty();
    try {
      Path cacheDir;
      if (settings.cacheDir().isPresent()) {
        cacheDir = settings.cacheDir().get();
      } else {
        temporary = Optional.of(DataPreparation.temporaryDirectory());
        pending = Optional.of(TemporaryFiles.deleteOnExit(interrupts.cleanup(), temporary.get()));
        cacheDir = temporary.get();
      }
      DataFile data = DataPreparation.prepare(settings, cacheDir, log, terminal, interrupts.cleanup());
      if (settings.onlySerialize()) {
        if (!settings.commands().isEmpty()) {
          log.warn("--only-serialize: the " + settings.commands().size()
              + " DESERIALIZER_CMD given are not run; drop --only-serialize to run them");
        }
        if (temporary.isPresent()) {
          log.warn("--only-serialize without --cache-dir: the data file is deleted at exit");
        }
        out.println(data.path());
        out.flush();
        return 0;
      }
      Optional<DataFile> small = Optional.empty();
      if (settings.validate() || settings.data().isPresent()) {
        small = Optional.of(DataPreparation.prepareValidation(settings, cacheDir, log, terminal,
            interrupts.cleanup()));
      }
      Path dir = cacheDir;
      return runCommands(data,
          () -> DataPreparation.prepare(settings, dir, log, terminal, interrupts.cleanup()).path(),
          small);
    } catch (ReadOnlyData.Unrestorable e) {
      log.error(e.getMessage() + "; no command runs on a damaged data file");
      log.debug(e);
      return 1;
    } catch (CacheException e) {
      log.error(e.getMessage());
      log.debug(e);
      return 1;
    } catch (UserDataCache.BadDataException e) {
      log.error(e.getMessage());
      return 2;
    } finally {
      temporary.ifPresent(TemporaryFiles::delete);
      pending.ifPresent(Cleanup.Registration::close);
    }
  }

  private int runCommands(DataFile data, ReadOnlyData.Source restore, Optional<DataFile> small)
      throws InterruptedException {
    ResultsSink sink;
    try {
      sink = results.open(data, failures);
    } catch (IOException e) {
      resultsDirError(e);
      return 1;
    }
    interrupts.announceResultsIn(sink.folder());
    List<CommandResult> done;
    try (Ticker ticker = Ticker.on(terminal == null ? null : new PrintWriter(terminal, true));
        EmptyDataFile empty =
            new EmptyDataFile(interrupts.cleanup(), data.path().getFileName().toString());
        RunChecks checks = checks(data, restore, empty)) {
      CommandRunner runner =
          new CommandRunner(settings, data, executor, log, sampler, sink::stderrLog, ticker,
              interrupts.cleanup()::isClosed, checks, waitMeter);
      done = new RoundLoop(settings, runner, log, commandsLeft, new Enough(settings),
          p -> check(p, small, sink))
          .run((soFar, complete) -> written = sink.update(soFar, complete));
    }
    if (written == null) {
      written = sink.update(done, true); // no command at all, so no round saved anything
    }
    out.println();
    out.print(written.table());
    out.flush();
    if (out.checkError()) {
      log.error("cannot write the results table to standard output; it is in "
          + sink.folder().resolve("summary.md"));
      return 1;
    }
    if (failures.any()) {
      return 1; // the one error said so; claim nothing
    }
    log.info("Results written to " + sink.folder());
    return done.stream().allMatch(CommandResult::ok) ? 0 : 1;
  }

  private RunChecks checks(DataFile data, ReadOnlyData.Source restore, EmptyDataFile empty) {
    try {
      return RunChecks.of(data, restore, empty, interrupts.cleanup(), log);
    } catch (IOException e) {
      throw new ReadOnlyData.Unrestorable("cannot hand the data file out read-only beside "
          + data.path() + ": " + e.getMessage(), e);
    }
  }

  /**
   * Before a command's first round: for --data, whether it can read the data at all (if not it is
   * reported so and not run); with --validate, what values it reads.
   */
  private void check(CommandProgress p, Optional<DataFile> small, ResultsSink sink)
      throws InterruptedException {
    Optional<ValueCheck> unsupported = unsupported(p.command, small, sink);
    if (unsupported.isPresent()) {
      p.values = unsupported;
      p.stopped = true;
    } else if (settings.validate()) {
      p.values = validate(p.command, small, sink);
    }
  }

  /**
   * For --data: whether {@code command} says it cannot read benchmark Data (exit 3 and an
   * {@code unsupported:} line on the small file); it is then reported so, not timed or failed.
   */
  private Optional<ValueCheck> unsupported(
      LabelledCommand command, Optional<DataFile> small, ResultsSink sink)
      throws InterruptedException {
    if (settings.data().isEmpty() || small.isEmpty()) {
      return Optional.empty();
    }
    OutputStream stderr = sink.stderrLog(command.name(), "probe", 1);
    try {
      Optional<ValueCheck> check =
          new Validation(executor, settings.timeout())
              .unsupported(command, small.get(), settings.benchmarkName(),
                  new TeeStream(log.stream(), stderr));
      check.ifPresent(c -> log.info(command.name() + " on " + settings.label() + ": "
          + c.summary() + "; not timed"));
      return check;
    } finally {
      TeeStream.closeQuietly(stderr);
    }
  }

  /** Runs {@code command} once in validation mode on the small file, when asked to; logs it. */
  private Optional<ValueCheck> validate(
      LabelledCommand command, Optional<DataFile> small, ResultsSink sink)
      throws InterruptedException {
    if (small.isEmpty()) {
      return Optional.empty();
    }
    log.info("Validating " + command.name() + " on " + small.get().path().getFileName() + " ("
        + small.get().metadata().records() + " records)");
    OutputStream stderr = sink.stderrLog(command.name(), "validate", 1);
    ValueCheck check;
    try {
      check =
          new Validation(executor, settings.timeout())
              .run(command, small.get(), settings.benchmarkName(),
                  new TeeStream(log.stream(), stderr));
    } finally {
      TeeStream.closeQuietly(stderr);
    }
    if (check.ok()) {
      log.info(command.name() + " values: " + check.summary());
    } else {
      log.error(command.name() + " values: " + check.summary());
      check.differences().stream().skip(1).forEach(d -> log.error("  " + d));
    }
    return Optional.of(check);
  }

  /** Counts this run's commands in {@code shared}, the invocation's count over all benchmarks. */
  BenchmarkRun countingIn(CommandsLeft shared) {
    this.commandsLeft = shared;
    return this;
  }

  /** Measures every timed run's CPU wait with {@code meter}; by default nothing is measured. */
  BenchmarkRun meteredBy(WaitMeter meter) {
    this.waitMeter = meter;
    return this;
  }

  /** What the run measured, once it ran its commands; empty before, or if it never got there. */
  Optional<Report> report() {
    return written == null ? Optional.empty() : written.report();
  }

  /** Whether the results folder's parent can be created and written, saying why not if not. */
  private boolean resultsDirUsable() {
    Path dir = settings.resultsDir();
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
    log.error(ResultsFolder.cannotCreate(settings.resultsDir(), e));
    log.debug(e);
  }
}
