package jsonmark.run;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;
import jsonmark.profile.TreeWait;
import jsonmark.profile.WaitSampler;
import jsonmark.stats.CpuWait;

/** The real {@link WaitMeter}: Linux schedstat of the tree, PSI and steal, see WaitSampler. */
final class ProcWaitMeter implements WaitMeter {

  /** The CPU time of the whole driver JVM so far, in ns; -1 where the JVM cannot tell. */
  static long driverCpuNanos() {
    java.lang.management.OperatingSystemMXBean os =
        java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun
        ? sun.getProcessCpuTime() : -1;
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
              ? OptionalDouble.of((driverCpu - driverCpuAtStart) / 1e9)
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
