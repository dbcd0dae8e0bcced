package jsonmark.run;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.profile.TreeWait;
import jsonmark.profile.WaitSampler;
import jsonmark.stats.CpuWait;

/** The real {@link WaitMeter}: Linux schedstat of the tree, PSI and steal, see WaitSampler. */
final class ProcWaitMeter implements WaitMeter {

  private final Duration interval;

  ProcWaitMeter(Duration interval) {
    this.interval = interval;
  }

  @Override
  public Watch watch() {
    return new Watch() {
      private WaitSampler sampler;
      private CpuWait measured;

      @Override
      public void started(ProcessHandle root, Supplier<List<Long>> adopted) {
        sampler = WaitSampler.start(root, adopted, interval.toMillis());
      }

      @Override
      public void exited() {
        if (sampler != null) {
          TreeWait wait = sampler.stop();
          measured = new CpuWait(wait.waitSeconds(), wait.pressureSeconds(),
              wait.stealSeconds(), wait.wallSeconds(), wait.unavailable());
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
