package jsonmark.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Collection;
import java.util.List;
import java.util.OptionalDouble;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;

/**
 * A profile reduced to the figures the report shows: max, median and 95th percentile of CPU %
 * and of RSS over the samples (percentiles interpolate linearly, see {@link Descriptive}).
 *
 * <p>{@code memMax} is the larger of the largest sampled RSS and the peak RSS (Linux VmHWM), so
 * that a peak between two samples is not lost. Only samples that saw a live process count: a
 * command that exits before the first reading gets NaN figures, which the report shows as
 * {@code n/a}, never a made-up 0.
 *
 * @param cpuMax largest CPU % of a sample (100 = one core busy)
 * @param cpuP50 median CPU %
 * @param cpuP95 95th percentile of CPU %
 * @param memMax largest RSS in MiB, sampled or peak
 * @param memP50 median sampled RSS in MiB
 * @param memP95 95th percentile of sampled RSS in MiB
 * @param peakRssMiB the peak RSS (VmHWM) in MiB, empty where not available
 * @param cpuSeconds CPU time (user + system) of the whole tree over the run
 * @param wallSeconds the run's wall time as the sampler saw it
 * @param samples how many samples saw a live tree
 * @param samplerCpuSeconds the CPU time the driver spent sampling (mean per run when pooled):
 *     the profiler's own cost; empty where not measured
 */
public record ProfileSummary(
    @JsonProperty("cpu_max_percent") double cpuMax,
    @JsonProperty("cpu_p50_percent") double cpuP50,
    @JsonProperty("cpu_p95_percent") double cpuP95,
    @JsonProperty("mem_max_mib") double memMax,
    @JsonProperty("mem_p50_mib") double memP50,
    @JsonProperty("mem_p95_mib") double memP95,
    @JsonProperty("peak_rss_mib") OptionalDouble peakRssMiB,
    @JsonProperty("cpu_seconds") double cpuSeconds,
    @JsonProperty("wall_seconds") double wallSeconds,
    int samples,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) @JsonProperty("sampler_cpu_s")
        OptionalDouble samplerCpuSeconds) {

  public ProfileSummary {
    samplerCpuSeconds = samplerCpuSeconds == null ? OptionalDouble.empty() : samplerCpuSeconds;
  }

  /** A summary whose sampling cost is not known. */
  public ProfileSummary(double cpuMax, double cpuP50, double cpuP95, double memMax,
      double memP50, double memP95, OptionalDouble peakRssMiB, double cpuSeconds,
      double wallSeconds, int samples) {
    this(cpuMax, cpuP50, cpuP95, memMax, memP50, memP95, peakRssMiB, cpuSeconds, wallSeconds,
        samples, OptionalDouble.empty());
  }

  public static ProfileSummary of(Profile profile) {
    return pooled(List.of(profile));
  }

  /**
   * The samples of several runs of one command taken together; {@code cpuSeconds} and {@code
   * wallSeconds} are then means per run and the peak is the largest.
   */
  public static ProfileSummary pooled(Collection<Profile> profiles) {
    if (profiles.isEmpty()) {
      throw new IllegalArgumentException("no profile to summarise");
    }
    List<Sample> samples =
        profiles.stream().flatMap(p -> p.samples().stream()).filter(s -> s.processes() > 0)
            .toList();
    double[] cpu = samples.stream().mapToDouble(Sample::cpuPercent).toArray();
    double[] mem = samples.stream().mapToDouble(Sample::rssMiB).toArray();
    OptionalDouble peak =
        profiles.stream()
            .filter(p -> p.peakRssMiB().isPresent())
            .mapToDouble(p -> p.peakRssMiB().getAsDouble())
            .max();
    double sampledMax = mem.length == 0 ? Double.NaN : Descriptive.max(mem);
    return new ProfileSummary(
        cpu.length == 0 ? Double.NaN : Descriptive.max(cpu),
        cpu.length == 0 ? Double.NaN : Descriptive.median(cpu),
        cpu.length == 0 ? Double.NaN : Descriptive.percentile(cpu, 95),
        mem.length == 0 ? peak.orElse(Double.NaN) : Math.max(sampledMax, peak.orElse(0)),
        mem.length == 0 ? Double.NaN : Descriptive.median(mem),
        mem.length == 0 ? Double.NaN : Descriptive.percentile(mem, 95),
        peak,
        profiles.stream().mapToDouble(Profile::cpuSeconds).average().orElse(0),
        profiles.stream().mapToDouble(Profile::wallSeconds).average().orElse(0),
        samples.size(),
        profiles.stream().allMatch(p -> p.samplerCpuSeconds().isPresent())
            ? profiles.stream().mapToDouble(p -> p.samplerCpuSeconds().getAsDouble()).average()
            : OptionalDouble.empty());
  }
}
