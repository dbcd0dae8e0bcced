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
 */
public record Profile(
    List<Sample> samples, double cpuSeconds, double wallSeconds, OptionalDouble peakRssMiB) {}
