package jsonmark.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Warnings about the machine rather than the command: runs that waited long for a CPU (another
 * program was using the machine), runs that still did after every re-run, and CPU wait that
 * this kernel cannot tell.
 */
public final class BusyWarnings {

  /**
   * Above this mean CPU wait, in % of the runs' wall time, the machine is called busy. It is
   * the default {@code --max-wait}: the same line between a quiet run and a contended one.
   */
  public static final double BUSY_PERCENT = 5;

  private BusyWarnings() {}

  /** The warnings for {@code result}'s counted timed runs. */
  public static List<Warning> of(CommandResult result) {
    List<Warning> warnings = new ArrayList<>();
    List<RunResult> counted = result.runs().stream().filter(RunResult::counted).toList();
    OptionalDouble waited = counted.stream()
        .flatMap(run -> run.cpuWait().stream())
        .filter(wait -> wait.waitedPercent().isPresent())
        .mapToDouble(wait -> wait.waitedPercent().getAsDouble())
        .average();
    long kept = counted.stream().filter(run -> run.contention() == Contention.KEPT_BUSY).count();
    if (kept > 0) {
      warnings.add(Warning.about(result.name(), new Warning.KeptBusy(kept, counted.size())));
    } else if (waited.isPresent() && waited.getAsDouble() > BUSY_PERCENT) {
      warnings.add(Warning.about(result.name(), new Warning.Busy(waited.getAsDouble())));
    }
    Optional<String> why = result.runs().stream()
        .flatMap(run -> run.cpuWait().stream())
        .flatMap(wait -> wait.unavailable().stream())
        .findFirst();
    why.ifPresent(reason -> warnings.add(
        Warning.about(result.name(), new Warning.CpuWaitUnavailable(reason))));
    return warnings;
  }
}
