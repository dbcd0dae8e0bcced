package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import jsonmark.exec.LabelledCommand;
import jsonmark.cache.DataFile;
import jsonmark.result.CommandResult;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellCommand;
import jsonmark.result.RunResult;
import jsonmark.log.Log;
import jsonmark.report.LogLines;
import jsonmark.result.CommandSummary;
import jsonmark.result.Verdict;
import jsonmark.result.Verdicts;

/** Runs one command's warm-up and timed runs against the data file and logs each outcome. */
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
  private final EmptyDataFile empty;

  CommandRunner(
      BenchmarkOptions settings,
      DataFile data,
      Executor executor,
      Log log,
      Optional<ProfilingWatcher.Sampler> sampler,
      StderrLog stderrLog,
      Ticker ticker,
      BooleanSupplier stopping,
      EmptyDataFile empty) {
    this.stopping = stopping;
    this.empty = empty;
    this.settings = settings;
    this.data = data;
    this.executor = executor;
    this.log = log;
    this.sampler = sampler;
    this.stderrLog = stderrLog;
    this.ticker = ticker;
  }

  /** Runs {@code command}; {@code afterRun} sees the results so far after every timed run. */
  CommandResult run(LabelledCommand command, Consumer<CommandResult> afterRun)
      throws InterruptedException {
    ShellCommand shell =
        command.template().render(data.path(), settings.benchmarkName());
    command.template().pastedPathWarning(data.path())
        .ifPresent(warning -> log.warn(command.name() + ": " + warning));
    long expected = data.metadata().checksum();
    log.debug("Shell command: " + shell.script() + " with " + shell.environment());
    List<RunResult> startup = startupRuns(command);
    List<String> warmupFailures = new ArrayList<>();
    for (int w = 1; w <= settings.warmup(); w++) {
      String label = command.name() + " warm-up " + w + "/" + settings.warmup();
      Execution e = execute(shell, label, command.name(), "warmup", w, Optional.empty());
      Verdict verdict = Verdicts.of(e, expected, settings.timeout());
      if (verdict.ok()) {
        log.info(String.format(Locale.ROOT, "%s: %.2fs (not counted)", label,
            e.seconds()));
      } else {
        reportFailure(label, verdict.failure().get(), e);
        warmupFailures.add("warm-up " + w + ": " + verdict.failure().get());
      }
    }
    List<RunResult> runs = new ArrayList<>();
    for (int r = 1; r <= settings.runs(); r++) {
      String label = command.name() + " run " + r + "/" + settings.runs();
      stopIfInterrupted();
      log.info("Running " + label);
      Optional<ProfilingWatcher> watcher =
          settings.profile() ? sampler.map(ProfilingWatcher::new) : Optional.empty();
      Execution e = execute(shell, label, command.name(), "run", r, watcher);
      Verdict verdict = Verdicts.of(e, expected, settings.timeout());
      RunResult result =
          RunResult.of(
              command.name(), command.template().text(), r, e.seconds(), e.exitCode(), verdict,
              watcher.flatMap(ProfilingWatcher::profile));
      runs.add(result);
      if (verdict.ok()) {
        log.info(LogLines.deserializeTime(e.seconds(), data.metadata().records()));
      } else {
        reportFailure(label, verdict.failure().get(), e);
      }
      result
          .profileSummary()
          .ifPresent(
              summary -> {
                log.info(LogLines.cpu(summary));
                log.info(LogLines.mem(summary));
                if (Double.isNaN(summary.cpuP50())) {
                  log.warn(label + " exited before the profiler's first sample ("
                      + settings.interval().toMillis() + " ms); its CPU and memory are n/a");
                }
              });
      if (e.leftovers()) {
        log.warn(label + " left processes running after it exited; they were killed"
            + (e.leftoverProcesses().isEmpty() ? "" : ": " + String.join(", ",
                e.leftoverProcesses())));
      }
      afterRun.accept(snapshot(command, runs, warmupFailures, startup));
    }
    CommandResult result = snapshot(command, runs, warmupFailures, startup);
    CommandSummary summary =
        CommandSummary.of(List.of(result), data.metadata().records(), data.metadata().bytes())
            .get(0);
    if (!startup.isEmpty()) {
      log.info(LogLines.startup(command.name(), summary.startup()));
    }
    summary.warnings().forEach(log::warn);
    return result;
  }

  /**
   * Runs the command on an empty data file {@code --startup-runs} times, unprofiled, stopping at
   * the first failure, which is reported in one line: the start-up is then unknown.
   */
  private List<RunResult> startupRuns(LabelledCommand command) throws InterruptedException {
    List<RunResult> startup = new ArrayList<>();
    if (settings.startupRuns() == 0) {
      return startup;
    }
    Path file;
    try {
      file = empty.path();
    } catch (IOException e) {
      log.warn("cannot create an empty data file to measure start-up (" + e.getMessage()
          + "); start-up is n/a");
      return startup;
    }
    ShellCommand shell = command.template().render(file, settings.benchmarkName());
    for (int s = 1; s <= settings.startupRuns(); s++) {
      String label = command.name() + " start-up " + s + "/" + settings.startupRuns();
      Execution e = execute(shell, label, command.name(), "startup", s, Optional.empty());
      Verdict verdict = Verdicts.of(e, 0, settings.timeout());
      startup.add(
          RunResult.of(command.name(), command.template().text(), s, e.seconds(), e.exitCode(),
              verdict, Optional.empty()));
      if (!verdict.ok()) {
        String why = verdict.failure().get().replace('\n', ' ');
        log.error(label + " on an empty file failed: " + why + "; its start-up is n/a");
        break;
      }
      log.debug(String.format(Locale.ROOT, "%s: %.3fs", label, e.seconds()));
    }
    return startup;
  }

  /** The runs so far, copied: the sink may keep it while more runs are added. */
  private static CommandResult snapshot(
      LabelledCommand command, List<RunResult> runs, List<String> warmupFailures,
      List<RunResult> startup) {
    return new CommandResult(
        command.name(), command.template().text(), runs, warmupFailures, startup);
  }

  /** An interrupt began: no run may start, and the one it killed measured nothing. */
  private void stopIfInterrupted() throws InterruptedException {
    if (stopping.getAsBoolean()) {
      throw new InterruptedException("the driver is shutting down");
    }
  }

  private Execution execute(
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

  private void reportFailure(String label, String why, Execution e) {
    log.error(label + " failed: " + why);
    for (String line : Verdicts.evidence(e)) {
      log.error(line);
    }
  }
}
