package jsonmark.run;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;
import jsonmark.profile.ProcessCpuClock;
import jsonmark.profile.TreeWait;
import jsonmark.profile.WaitSampler;
import jsonmark.stats.CpuWait;

/** The real {@link WaitMeter}: Linux schedstat of the tree, PSI and steal, see WaitSampler. */
final class ProcWaitMeter implements WaitMeter {

  /** The CPU time of the whole driver JVM so far, in ns; -1 where the JVM cannot tell. */
  static long driverCpuNanos() {
    return ProcessCpuClock.nanos();
  }

  /**
   * The driver's CPU time over a run of {@code wallSeconds}, from {@code cpuNanos} measured around
   * it, never more than {@code cores} cores could have run. The kernel brings a thread's CPU time
   * up to date only when it is switched out or at a scheduler tick, so a thread that was running
   * on another core when the run started may bring a few milliseconds from before it: over a run
   * of a few milliseconds that alone could read as more than the machine has.
   */
  static double driverSeconds(long cpuNanos, double wallSeconds, int cores) {
    return Math.min(Math.max(0, cpuNanos) / 1e9, Math.max(1, cores) * wallSeconds);
  }

  /**
   * The CPU time that neither the tree nor the driver used on the machine during the run (see
   * {@link TreeWait#busySeconds()} for its rounding); empty when a part is unknown.
   */
  static OptionalDouble othersCpu(TreeWait wait, OptionalDouble driver) {
    if (wait.busySeconds().isEmpty() || wait.runSeconds().isEmpty() || driver.isEmpty()) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(Math.max(0, wait.busySeconds().getAsDouble()
        - wait.runSeconds().getAsDouble() - driver.getAsDouble()));
  }

  @Override
  public Watch watch() {
    return new Watch() {
      private WaitSampler sampler;
      private CpuWait measured;
      private long driverCpuAtStart;

      @Override
      public void started(ProcessHandle root, Supplier<List<Long>> adopted) {
        driverCpuAtStart = driverCpuNanos();
        sampler = WaitSampler.start(root, adopted);
      }

      @Override
      public void exited() {
        if (sampler != null) {
          TreeWait wait = sampler.stop();
          long driverCpu = driverCpuNanos();
          OptionalDouble driver = driverCpu >= 0 && driverCpuAtStart >= 0
              ? OptionalDouble.of(driverSeconds(driverCpu - driverCpuAtStart,
                  wait.wallSeconds(), Runtime.getRuntime().availableProcessors()))
              : OptionalDouble.empty();
          measured = new CpuWait(wait.waitSeconds(), wait.pressureSeconds(),
              wait.stealSeconds(), wait.wallSeconds(), wait.unavailable(), driver,
              othersCpu(wait, driver));
          sampler = null;
        }
      }

      @Override
      public Optional<CpuWait> cpuWait() {
        return Optional.ofNullable(measured);
      }
    };
  }
}
