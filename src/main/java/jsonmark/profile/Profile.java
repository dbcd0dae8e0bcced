package jsonmark.profile;

import java.util.List;
import java.util.OptionalDouble;

/**
 * What the sampler saw of one run.
 *
 * @param samples every sample, in time order
 * @param cpuSeconds user + system CPU time of the whole tree over the run
 * @param wallSeconds wall time the sampler observed
 * @param peakRssMiB the largest summed peak RSS (Linux VmHWM) seen, empty where not available
 * @param samplerCpuSeconds the CPU time the driver spent sampling it: the profiler's own cost,
 *     empty where the JVM cannot tell a thread's CPU time
 */
public record Profile(List<Sample> samples, double cpuSeconds, double wallSeconds,
    OptionalDouble peakRssMiB, OptionalDouble samplerCpuSeconds) {

  public Profile {
    samplerCpuSeconds = samplerCpuSeconds == null ? OptionalDouble.empty() : samplerCpuSeconds;
  }

  /** A profile whose sampling cost is not known. */
  public Profile(
      List<Sample> samples, double cpuSeconds, double wallSeconds, OptionalDouble peakRssMiB) {
    this(samples, cpuSeconds, wallSeconds, peakRssMiB, OptionalDouble.empty());
  }

  /** The same profile, its sampling having cost the driver {@code seconds} of CPU time. */
  public Profile withSamplerCpu(OptionalDouble seconds) {
    return new Profile(samples, cpuSeconds, wallSeconds, peakRssMiB, seconds);
  }
}
