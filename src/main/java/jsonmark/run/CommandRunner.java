package jsonmark.run;

import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import jsonmark.cache.DataFile;
import jsonmark.cli.Settings;
import jsonmark.exec.Checksums;
import jsonmark.exec.CommandResult;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.RunResult;
import jsonmark.log.Log;
import jsonmark.profile.ProfileSummary;
import jsonmark.report.LogLines;
import jsonmark.stats.RunWarnings;

/** Runs one command's warm-up and timed runs against the data file and logs each outcome. */
final class CommandRunner {

  /** Where a run's stderr goes besides the terminal: opened per run, may return null. */
  interface StderrLog {
    OutputStream open(String name, String kind, int run);
  }

  private final Settings settings;
  private final DataFile data;
  private final Executor executor;
  private final Log log;
  private final Optional<Function<ProcessHandle, Executor.TreeSampler>> sampler;
  private final StderrLog stderrLog;
  private final Ticker ticker;

  CommandRunner(
      Settings settings,
      DataFile data,
      Executor executor,
      Log log,
      Optional<Function<ProcessHandle, Executor.TreeSampler>> sampler,
      StderrLog stderrLog,
      Ticker ticker) {
    this.settings = settings;
    this.data = data;
    this.executor = executor;
    this.log = log;
    this.sampler = sampler;
    this.stderrLog = stderrLog;
    this.ticker = ticker;
  }

  /** Runs {@code command}; {@code afterRun} sees the results so far after every timed run. */
  CommandResult run(Settings.Labelled command, Consumer<CommandResult> afterRun)
      throws InterruptedException {
    String shell = command.template().render(data.path());
    long expected = data.metadata().checksum();
    log.debug("Shell command: " + shell);
    for (int w = 1; w <= settings.warmup(); w++) {
      String label = command.name() + " warm-up " + w + "/" + settings.warmup();
      Execution e = execute(shell, label, command.name(), "warmup", w, false);
      Optional<String> failure = Failures.of(e, expected, settings.timeout());
      failure.ifPresent(why -> reportFailure(label, why, e));
      if (failure.isEmpty()) {
        log.info(String.format(java.util.Locale.ROOT, "%s: %.2fs (not counted)", label,
            e.seconds()));
      }
    }
    List<RunResult> runs = new ArrayList<>();
    for (int r = 1; r <= settings.runs(); r++) {
      String label = command.name() + " run " + r + "/" + settings.runs();
      log.info("Running " + label);
      Execution e = execute(shell, label, command.name(), "run", r, settings.profile());
      Optional<String> failure = Failures.of(e, expected, settings.timeout());
      Optional<String> checksum = e.lastLine().flatMap(Checksums::token);
      boolean checksumOk = checksum.map(t -> Checksums.matches(t, expected)).orElse(false);
      RunResult result =
          new RunResult(
              command.name(),
              command.template().text(),
              r,
              e.seconds(),
              e.exitCode(),
              checksum,
              checksumOk,
              failure,
              e.profile());
      runs.add(result);
      if (failure.isPresent()) {
        reportFailure(label, failure.get(), e);
      } else {
        log.info(LogLines.deserializeTime(e.seconds(), data.metadata().records()));
      }
      e.profile()
          .map(ProfileSummary::of)
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
        log.warn(label + " left processes running after it exited; they were killed");
      }
      afterRun.accept(snapshot(command, runs));
    }
    CommandResult result = snapshot(command, runs);
    RunWarnings.of(result).forEach(warning -> log.warn(command.name() + ": " + warning));
    return result;
  }

  /** The runs so far, copied: the sink may keep it while more runs are added. */
  private static CommandResult snapshot(Settings.Labelled command, List<RunResult> runs) {
    return new CommandResult(command.name(), command.template().text(), List.copyOf(runs));
  }

  private Execution execute(
      String shell, String label, String name, String kind, int number, boolean profile)
      throws InterruptedException {
    OutputStream stderr = stderrLog.open(name, kind, number);
    Executor.Options options =
        new Executor.Options(
            settings.timeout(),
            new TeeStream(log.stream(), stderr),
            profile ? sampler : Optional.empty());
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
    for (String line : Failures.evidence(e)) {
      log.error(line);
    }
  }
}
