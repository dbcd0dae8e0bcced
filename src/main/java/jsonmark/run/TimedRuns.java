package jsonmark.run;

import java.util.Locale;
import java.util.Optional;
import jsonmark.exec.Execution;
import jsonmark.log.Log;
import jsonmark.report.LogLines;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;
import jsonmark.result.Verdict;
import jsonmark.result.Verdicts;
import jsonmark.stats.CpuWait;

/**
 * One timed run of one command, profiled when asked and always metered for CPU wait; a run
 * whose tree waited more than {@code --max-wait} of its time is set aside and run again, a
 * bounded number of times.
 */
final class TimedRuns {

  private final BenchmarkOptions settings;
  private final Log log;
  private final CommandRunner runner;
  private final WaitMeter meter;
  /** Runs in a row, of any command, that still waited too long after their last re-run. */
  private int busyInARow;
  /** The machine did not calm down: re-running is of no use for the rest of the benchmark. */
  private boolean gaveUp;

  TimedRuns(BenchmarkOptions settings, Log log, CommandRunner runner, WaitMeter meter) {
    this.settings = settings;
    this.log = log;
    this.runner = runner;
    this.meter = meter;
  }

  void run(CommandProgress p, int r, int planned) throws InterruptedException {
    int reruns = gaveUp ? 0 : settings.rounds().maxReruns();
    for (int attempt = 0; ; attempt++) {
      String label = p.name() + " run " + r + (r <= settings.runs() ? "/" + planned : "")
          + (attempt == 0 ? "" : " (again, " + attempt + " of " + reruns + ")");
      runner.stopIfInterrupted();
      log.info("Running " + label);
      runner.settle();
      Optional<ProfilingWatcher> profiler =
          settings.profile() ? runner.sampler().map(ProfilingWatcher::new) : Optional.empty();
      WaitMeter.Watch watch = meter.watch();
      String kind = attempt == 0 ? "run" : "rerun" + attempt;
      Execution e = runner.execute(p.shell, label, p.name(), kind, r,
          Optional.of(WaitMeter.both(watch, profiler)));
      Verdict verdict = runner.checks().judge(
          Verdicts.of(e, runner.data().metadata().checksum(), settings.timeout()), e, p.name(),
          label);
      RunResult result =
          RunResult.of(p.name(), p.command.template().text(), r, e.seconds(), e.exitCode(),
              verdict, profiler.flatMap(ProfilingWatcher::profile));
      Optional<CpuWait> wait = watch.cpuWait();
      Contention contention = contention(verdict, wait, attempt < reruns);
      if (wait.isPresent()) {
        result = result.withCpuWait(wait.get(), contention);
      }
      p.runs.add(result);
      log(p, label, verdict, e, result);
      if (!verdict.ok()) {
        runner.stopIfCannotStart(p, e, label);
      }
      if (contention != Contention.SET_ASIDE) {
        countBusy(contention, wait);
        return;
      }
      log.warn(String.format(Locale.ROOT,
          "%s waited %.1f %% of its time for a CPU (over --max-wait %s %%): set aside, run again",
          label, wait.get().waitedPercent().getAsDouble(),
          plain(settings.rounds().maxWaitPercent())));
    }
  }

  /**
   * After {@link #GIVE_UP_AFTER} runs in a row that stayed contended through all their re-runs,
   * the machine is busy for good: further runs are not repeated (they count, marked kept-busy),
   * so that a saturated machine does not quadruple the comparison for nothing.
   */
  static final int GIVE_UP_AFTER = 2;

  private void countBusy(Contention contention, Optional<CpuWait> wait) {
    if (contention == Contention.KEPT_BUSY) {
      busyInARow++;
    } else if (wait.isPresent() && wait.get().waitedPercent().isPresent()) {
      busyInARow = 0;
    }
    if (!gaveUp && settings.rounds().maxReruns() > 0 && busyInARow >= GIVE_UP_AFTER) {
      gaveUp = true;
      log.warn("the machine has not calmed down: " + busyInARow + " runs in a row still waited"
          + " over --max-wait after " + settings.rounds().maxReruns() + " re-runs each; runs are"
          + " no longer repeated, and these results are from a busy machine");
    }
  }

  /** 5 rather than 5.0. */
  static String plain(double value) {
    return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }

  private Contention contention(Verdict verdict, Optional<CpuWait> wait, boolean mayRerun) {
    if (!verdict.ok() || wait.isEmpty() || wait.get().waitedPercent().isEmpty()) {
      return Contention.NONE;
    }
    if (wait.get().waitedPercent().getAsDouble() <= settings.rounds().maxWaitPercent()) {
      return Contention.NONE;
    }
    return mayRerun ? Contention.SET_ASIDE : Contention.KEPT_BUSY;
  }

  private void log(CommandProgress p, String label, Verdict verdict, Execution e, RunResult r) {
    if (verdict.ok()) {
      log.info(LogLines.deserializeTime(e.seconds(), runner.data().metadata().records()));
    } else {
      runner.reportFailure(label, verdict.failure().get(), e);
    }
    r.profileSummary()
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
  }
}
