package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import jsonmark.exec.LabelledCommand;
import jsonmark.cache.DataFile;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellCommand;
import jsonmark.result.RunResult;
import jsonmark.log.Log;
import jsonmark.report.LogLines;
import jsonmark.report.format.WarningText;
import jsonmark.result.CommandSummary;
import jsonmark.result.Verdict;
import jsonmark.result.Warning;
import jsonmark.result.Verdicts;

/**
 * Runs one run of one command at a time (a start-up, warm-up or timed run) against the data
 * file and logs its outcome, so that a round can run every command once in any order.
 */
final class CommandRunner {

  /** Where a run's stderr goes besides the terminal: opened per run, may return null. */
  interface StderrLog {
    OutputStream open(String name, String kind, int run);
  }

  private final BenchmarkOptions settings;
  private final DataFile data;
  private final Executor executor;
  private final Log log;
  private final Optional<ProfilingWatcher.Sampler> sampler;
  private final StderrLog stderrLog;
  private final Ticker ticker;
  private final BooleanSupplier stopping;
  private final RunChecks checks;
  private final TimedRuns timed;
  private final DriverSettle settle = DriverSettle.ofThisJvm();

  CommandRunner(
      BenchmarkOptions settings,
      DataFile data,
      Executor executor,
      Log log,
      Optional<ProfilingWatcher.Sampler> sampler,
      StderrLog stderrLog,
      Ticker ticker,
      BooleanSupplier stopping,
      RunChecks checks,
      WaitMeter meter) {
    this.stopping = stopping;
    this.checks = checks;
    this.settings = settings;
    this.data = data;
    this.executor = executor;
    this.log = log;
    this.sampler = sampler;
    this.stderrLog = stderrLog;
    this.ticker = ticker;
    this.timed = new TimedRuns(settings, log, this, meter);
  }

  /** Sleeps until the driver's own background work has died down, before a measured run. */
  void settle() throws InterruptedException {
    int steps = settle.settle();
    if (steps > 1) {
      log.debug("waited " + steps * DriverSettle.STEP.toMillis() + " ms for the driver's own"
          + " threads to calm down");
    }
  }

  /** What every run is judged by besides its checksum: it read the data, and left it intact. */
  RunChecks checks() {
    return checks;
  }

  /** A command about to be run, with its shell command rendered once. */
  CommandProgress begin(LabelledCommand command) {
    ShellCommand shell =
        command.template().render(checks.dataPath(), settings.benchmarkName());
    command.template().pastedPathWarning(data.path())
        .ifPresent(warning -> log.warn(command.name() + ": " + warning));
    log.info(command.name() + " " + command.template().howItRuns());
    log.debug("Command: " + shell.describe() + " with " + shell.environment());
    return new CommandProgress(command, shell);
  }

  /**
   * Start-up run {@code s} of {@code of} on an empty data file, unprofiled; the first failure
   * ends the command's start-up runs, reported in one line: the start-up is then unknown.
   */
  void startupRun(CommandProgress p, int s, int of) throws InterruptedException {
    if (p.stopped || p.startupStopped) {
      return;
    }
    Path file;
    try {
      file = checks.emptyPath();
    } catch (IOException e) {
      log.warn("cannot create an empty data file to measure start-up (" + e.getMessage()
          + "); start-up of " + p.name() + " is n/a");
      p.startupStopped = true;
      return;
    }
    ShellCommand shell = p.command.template().render(file, settings.benchmarkName());
    String label = p.name() + " start-up " + s + "/" + of;
    settle(); // a start-up run is measured too
    Execution e = execute(shell, label, p.name(), "startup", s, Optional.empty());
    Verdict verdict =
        checks.judgeStartup(Verdicts.of(e, 0, settings.timeout()), e, p.name(), label);
    p.startup.add(
        RunResult.of(p.name(), p.command.template().text(), s, e.seconds(), e.exitCode(),
            verdict, Optional.empty()));
    if (!verdict.ok()) {
      String why = verdict.failure().get().replace('\n', ' ');
      log.error(label + " on an empty file failed: " + why + "; its start-up is n/a");
      p.startupStopped = true;
      stopIfCannotStart(p, e, label);
      return;
    }
    log.debug(String.format(Locale.ROOT, "%s: %.3fs", label, e.seconds()));
  }

  /** Warm-up run {@code w} of {@code of}; a failed one stops the command: it has no runs. */
  void warmupRun(CommandProgress p, int w, int of) throws InterruptedException {
    if (p.stopped) {
      return;
    }
    String label = p.name() + " warm-up " + w + "/" + of;
    Execution e = execute(p.shell, label, p.name(), "warmup", w, Optional.empty());
    Verdict verdict = checks.judge(
        Verdicts.of(e, data.metadata().checksum(), settings.timeout()), e, p.name(), label);
    if (verdict.ok()) {
      log.info(String.format(Locale.ROOT, "%s: %.2fs (not counted)", label, e.seconds()));
      return;
    }
    reportFailure(label, verdict.failure().get(), e);
    p.warmupFailures.add("warm-up " + w + ": " + verdict.failure().get());
    p.stopped = true;
    log.error(p.name() + " is stopped at its first failed warm-up: no further warm-up or timed"
        + " run of it");
  }

  /** Timed run {@code r} of {@code planned} so far, run again while it is contended. */
  void timedRun(CommandProgress p, int r, int planned) throws InterruptedException {
    if (p.stopped) {
      return;
    }
    timed.run(p, r, planned);
  }

  /**
   * Logs a command's start-up line and warnings once its last run is done, from {@code summary},
   * its summary in the results just written. The --precision warning, which sets it against
   * the fastest, is left to the one line the round loop logs for all.
   */
  void finish(CommandProgress p, CommandSummary summary) {
    if (!p.startup.isEmpty()) {
      log.info(LogLines.startup(p.name(), summary.startup()));
    }
    summary.warnings().stream().filter(CommandRunner::own).map(WarningText::of)
        .forEach(log::warn);
    RunChecks.suspicion(p.name(), p.startup, p.runs).ifPresent(log::warn);
    summary.driverCpuPercent().ifPresent(percent -> log.info(String.format(Locale.ROOT,
        "%s: the driver itself used %.2f %% of one core while its runs ran", p.name(), percent)));
  }

  /** Whether {@code warning} is about the command alone, not against the fastest. */
  private static boolean own(Warning warning) {
    return warning.kind() != Warning.Kind.PRECISION_NOT_REACHED;
  }

  DataFile data() {
    return data;
  }

  Optional<ProfilingWatcher.Sampler> sampler() {
    return sampler;
  }

  /** A program that could not be started will not start on the next run either. */
  void stopIfCannotStart(CommandProgress p, Execution e, String label) {
    if (e.startError().isPresent() || e.exitCode() == 127) {
      p.stopped = true;
      log.error(label + ": the program could not be started; " + p.name()
          + " is not run again");
    }
  }

  /** An interrupt began: no run may start, and the one it killed measured nothing. */
  void stopIfInterrupted() throws InterruptedException {
    if (stopping.getAsBoolean()) {
      throw new InterruptedException("the driver is shutting down");
    }
  }

  Execution execute(
      ShellCommand shell, String label, String name, String kind, int number,
      Optional<? extends Executor.Watcher> watcher) throws InterruptedException {
    OutputStream stderr = stderrLog.open(name, kind, number);
    Executor.Options options =
        new Executor.Options(
            settings.timeout(),
            new TeeStream(log.stream(), stderr),
            watcher.map(Executor.Watcher.class::cast));
    stopIfInterrupted();
    Ticker.Handle tick = ticker.start(label);
    try {
      return executor.execute(shell, options);
    } finally {
      tick.close();
      TeeStream.closeQuietly(stderr);
    }
  }

  void reportFailure(String label, String why, Execution e) {
    log.error(label + " failed: " + why);
    for (String line : Verdicts.evidence(e)) {
      log.error(line);
    }
  }
}
