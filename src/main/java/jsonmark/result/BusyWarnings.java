package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.Descriptive;

/**
 * Warnings about the machine rather than the command: runs that waited long for a CPU (another
 * program was using the machine), runs that still did after every re-run, runs that spread
 * widely though nothing made them wait (the machine's own speed varied: a virtual machine on a
 * shared host shows nothing of its neighbours inside the guest), and CPU wait that this kernel
 * cannot tell.
 */
public final class BusyWarnings {

  /**
   * Above this mean CPU wait, in % of the runs' wall time, the machine is called busy. It is
   * the default {@code --max-wait}: the same line between a quiet run and a contended one.
   */
  public static final double BUSY_PERCENT = 5;

  /**
   * Above this spread of the counted runs' times (sample standard deviation over the mean, in %)
   * with no wait to explain it, the machine's speed is called unsteady. A quiet machine repeats a
   * run of a second or more to within 1–2 %; at 5 % a comparison's interval from 5 paired rounds
   * is already about ± 9 % wide, wider than most differences worth telling apart.
   */
  public static final double UNSTEADY_PERCENT = 5;

  private BusyWarnings() {}

  /** The warnings for the command {@code name}'s counted timed runs among {@code runs}. */
  public static List<Warning> of(String name, List<RunResult> runs) {
    List<Warning> warnings = new ArrayList<>();
    List<RunResult> counted = runs.stream().filter(RunResult::counted).toList();
    OptionalDouble waited = counted.stream()
        .flatMap(run -> run.cpuWait().stream())
        .filter(wait -> wait.waitedPercent().isPresent())
        .mapToDouble(wait -> wait.waitedPercent().getAsDouble())
        .average();
    List<RunResult> kept = counted.stream()
        .filter(run -> run.contention() == Contention.KEPT_BUSY).toList();
    if (!kept.isEmpty()) {
      // A kept run was re-run when a run of its round was set aside before it.
      long rerun = kept.stream().filter(k -> runs.stream().anyMatch(
          r -> r.run() == k.run() && r.contention() == Contention.SET_ASIDE)).count();
      warnings.add(Warning.about(name,
          new Warning.KeptBusy(kept.size(), counted.size(), rerun)));
    } else if (waited.isPresent() && waited.getAsDouble() > BUSY_PERCENT) {
      warnings.add(Warning.about(name, new Warning.Busy(waited.getAsDouble())));
    } else if (waited.isPresent()) {
      unsteady(counted, waited.getAsDouble())
          .ifPresent(f -> warnings.add(Warning.about(name, f)));
    }
    Optional<String> why = runs.stream()
        .flatMap(run -> run.cpuWait().stream())
        .flatMap(wait -> wait.unavailable().stream())
        .findFirst();
    why.ifPresent(reason -> warnings.add(
        Warning.about(name, new Warning.CpuWaitUnavailable(reason))));
    return warnings;
  }

  /** The unsteady warning's figures for these counted runs, when they spread that widely. */
  private static Optional<Warning.Unsteady> unsteady(List<RunResult> counted, double waited) {
    double[] seconds = counted.stream().filter(RunResult::ok).mapToDouble(RunResult::seconds)
        .toArray();
    if (seconds.length < 3) {
      return Optional.empty();
    }
    double spread = 100 * Descriptive.standardDeviation(seconds) / Descriptive.mean(seconds);
    return spread > UNSTEADY_PERCENT
        ? Optional.of(new Warning.Unsteady(spread, seconds.length, waited))
        : Optional.empty();
  }
}
