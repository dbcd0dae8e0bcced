package jsonmark.stats;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How much a run was held back by other work on the machine: how long its process tree's
 * threads waited on a run queue for a CPU (Linux schedstat, field 2, of every thread seen), the
 * machine's CPU pressure over the run (PSI {@code some}: time in which at least one runnable
 * task waited) and the CPU time stolen by the hypervisor, all in seconds.
 *
 * <p>A tree with more runnable threads than the machine has cores also waits for its own
 * threads (a Go or JVM program's workers on 2 cores), which no quiet machine would change. So
 * {@link #waitedPercent()} counts only the wait that other programs can have caused: at most
 * the CPU time they used meanwhile ({@code othersCpuSeconds}). For a single-threaded program
 * that bound never binds (while it waits, every core runs something else); for one whose
 * threads compete on an otherwise idle machine, it brings the figure down to about zero.
 *
 * @param treeWaitSeconds run-queue wait of the tree's threads, empty where not measurable
 * @param pressureSeconds growth of {@code /proc/pressure/cpu} {@code some total}, empty where
 *     the kernel has no PSI
 * @param stealSeconds steal time of all CPUs from {@code /proc/stat}, empty where not given
 * @param wallSeconds the run's wall time as the meter saw it
 * @param unavailable why the tree's wait is not known, when it is not
 * @param driverCpuSeconds the CPU time the driver itself used during the run (its sampler,
 *     JIT, GC and progress display), empty where not measured
 * @param othersCpuSeconds the CPU time every other program (and the kernel, and steal) used on
 *     the machine during the run, less one clock tick per core of rounding; neither the tree's
 *     nor the driver's; empty where not measured
 */
@JsonPropertyOrder({"wait_s", "waited_percent", "pressure_s", "pressure_percent", "steal_s",
    "wall_s", "unavailable", "driver_cpu_s", "driver_cpu_percent", "others_cpu_s"})
public record CpuWait(
    @JsonProperty("wait_s") OptionalDouble treeWaitSeconds,
    @JsonProperty("pressure_s") OptionalDouble pressureSeconds,
    @JsonProperty("steal_s") OptionalDouble stealSeconds,
    @JsonProperty("wall_s") double wallSeconds,
    Optional<String> unavailable,
    @JsonProperty("driver_cpu_s") OptionalDouble driverCpuSeconds,
    @JsonProperty("others_cpu_s") OptionalDouble othersCpuSeconds) {

  /**
   * The tree's wait that other programs can have caused, as a share of the run's wall time, in
   * %: the tree's wait, at most the CPU time the others used; empty when not known.
   */
  @JsonProperty(value = "waited_percent", access = JsonProperty.Access.READ_ONLY)
  public OptionalDouble waitedPercent() {
    if (treeWaitSeconds.isEmpty() || !(wallSeconds > 0)) {
      return OptionalDouble.empty();
    }
    double wait = treeWaitSeconds.getAsDouble();
    if (othersCpuSeconds.isPresent()) {
      wait = Math.min(wait, Math.max(0, othersCpuSeconds.getAsDouble()));
    }
    return OptionalDouble.of(100 * wait / wallSeconds);
  }

  /** The machine's CPU pressure as a share of the run's wall time, in %; empty when unknown. */
  @JsonProperty(value = "pressure_percent", access = JsonProperty.Access.READ_ONLY)
  public OptionalDouble pressurePercent() {
    if (pressureSeconds.isEmpty() || !(wallSeconds > 0)) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(100 * pressureSeconds.getAsDouble() / wallSeconds);
  }

  /** The driver's own CPU use over the run, in % of one core; empty when not known. */
  @JsonProperty(value = "driver_cpu_percent", access = JsonProperty.Access.READ_ONLY)
  public OptionalDouble driverCpuPercent() {
    if (driverCpuSeconds.isEmpty() || !(wallSeconds > 0)) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(100 * driverCpuSeconds.getAsDouble() / wallSeconds);
  }
}
