package jsonmark.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Turns timed readings of a process tree into samples; pure, so it is tested without processes.
 *
 * <p>The tree's CPU total only grows: when a process leaves the tree without its time being
 * passed on to a waiting parent (the root, reaped by the JVM, or an orphan), the total keeps its
 * last value instead of falling. A sample's CPU % is the growth of that total since the previous
 * sample over the wall time between their readings, so the first sample counts from the spawn,
 * when the total was 0. Readings that are not emitted as samples (the sampler's fine first
 * interval) still refresh the total, the peak and the last RSS seen alive.
 */
final class ProfileRecorder {

  private static final double MIB = 1024.0 * 1024.0;

  private final long startNanos;
  private final List<Sample> samples = new ArrayList<>();
  private double total;
  private double emittedTotal;
  private double emittedAt;
  private double previousEmittedTotal;
  private double previousEmittedAt;
  private double aliveAt;
  private TreeReading lastAlive;
  private long peakBytes = -1;

  /** A record whose time 0, the spawn, is {@code startNanos} on {@link System#nanoTime()}. */
  ProfileRecorder(long startNanos) {
    this.startNanos = startNanos;
    this.lastAlive = TreeReading.empty(startNanos);
  }

  /** Records a reading, as a sample when {@code emit}. */
  void observe(TreeReading reading, boolean emit) {
    total = Math.max(total, reading.cpuSeconds());
    if (reading.processes() > 0) {
      lastAlive = reading;
      aliveAt = seconds(reading);
    }
    reading.peakRssBytes().ifPresent(peak -> peakBytes = Math.max(peakBytes, peak));
    if (emit && seconds(reading) > emittedAt) {
      emit(seconds(reading));
    }
  }

  /**
   * Ends the record with a last reading, taken after the tree exited, and optionally an
   * independent CPU total of the whole run ({@code reapedTotal}: what the JVM counted for the
   * children it reaped). That total is taken when it is larger than the sampled one by no more
   * than {@code cpus} cores could have used since the tree was last seen alive (plus {@code
   * slackSeconds} for clock ticks), so that another child reaped meanwhile cannot inflate it
   * much. The time since the last sample becomes a final sample carrying the last RSS seen
   * alive; when it is shorter than {@code minTailSeconds}, the last sample is stretched over it
   * instead, as a CPU % over a few milliseconds would mostly show clock-tick rounding.
   */
  Profile finish(
      TreeReading reading,
      OptionalDouble reapedTotal,
      int cpus,
      double slackSeconds,
      double minTailSeconds) {
    observe(reading, false);
    double seconds = seconds(reading);
    if (reapedTotal.isPresent()) {
      double extra = reapedTotal.getAsDouble() - total;
      if (extra > 0 && extra <= (seconds - aliveAt) * cpus + slackSeconds) {
        total = reapedTotal.getAsDouble();
      }
    }
    if (!samples.isEmpty() && seconds - emittedAt < minTailSeconds) {
      samples.remove(samples.size() - 1);
      emittedAt = previousEmittedAt;
      emittedTotal = previousEmittedTotal;
    }
    if (seconds > emittedAt) {
      emit(seconds);
    }
    OptionalDouble peak =
        peakBytes >= 0 ? OptionalDouble.of(peakBytes / MIB) : OptionalDouble.empty();
    return new Profile(List.copyOf(samples), total, seconds, peak);
  }

  private double seconds(TreeReading reading) {
    return (reading.atNanos() - startNanos) / 1e9;
  }

  private void emit(double seconds) {
    double cpuPercent = 100 * (total - emittedTotal) / (seconds - emittedAt);
    samples.add(
        new Sample(seconds, cpuPercent, lastAlive.rssBytes() / MIB, lastAlive.processes()));
    previousEmittedAt = emittedAt;
    previousEmittedTotal = emittedTotal;
    emittedTotal = total;
    emittedAt = seconds;
  }
}
