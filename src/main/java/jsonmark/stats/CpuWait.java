package jsonmark.stats;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How much a run was held back by other work on the machine: how long its process tree's
 * threads waited on a run queue for a CPU (Linux schedstat, field 2, of every thread seen), the
 * machine's CPU pressure over the run (PSI {@code some}: time in which at least one runnable
 * task waited) and the CPU time stolen by the hypervisor, all in seconds.
 *
 * @param treeWaitSeconds run-queue wait of the tree's threads, empty where not measurable
 * @param pressureSeconds growth of {@code /proc/pressure/cpu} {@code some total}, empty where
 *     the kernel has no PSI
 * @param stealSeconds steal time of all CPUs from {@code /proc/stat}, empty where not given
 * @param wallSeconds the run's wall time as the meter saw it
 * @param unavailable why the tree's wait is not known, when it is not
 * @param driverCpuSeconds the CPU time the driver itself used during the run (its sampler,
 *     JIT, GC and progress display), empty where not measured
 */
public record CpuWait(
    OptionalDouble treeWaitSeconds,
    OptionalDouble pressureSeconds,
    OptionalDouble stealSeconds,
    double wallSeconds,
    Optional<String> unavailable,
    OptionalDouble driverCpuSeconds) {

  /** The tree's wait as a share of the run's wall time, in %; empty when not known. */
  public OptionalDouble waitedPercent() {
    if (treeWaitSeconds.isEmpty() || !(wallSeconds > 0)) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(100 * treeWaitSeconds.getAsDouble() / wallSeconds);
  }

  /** The machine's CPU pressure as a share of the run's wall time, in %; empty when unknown. */
  public OptionalDouble pressurePercent() {
    if (pressureSeconds.isEmpty() || !(wallSeconds > 0)) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(100 * pressureSeconds.getAsDouble() / wallSeconds);
  }

  /** The driver's own CPU use over the run, in % of one core; empty when not known. */
  public OptionalDouble driverCpuPercent() {
    if (driverCpuSeconds.isEmpty() || !(wallSeconds > 0)) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(100 * driverCpuSeconds.getAsDouble() / wallSeconds);
  }
}
