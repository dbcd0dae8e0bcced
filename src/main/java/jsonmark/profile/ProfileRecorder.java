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
 * interval) still refresh the total, the peak and the last RSS seen alive; so do readings of a
 * tree whose processes have all exited, which are never samples: every sample shows a living tree,
 * and the last one, made by {@link #finish}, the tail up to the exit with the last RSS seen alive.
 *
 * <p>A sample never shows more than the tree could have used: as many cores as it had threads
 * (the most seen in the sample's window), and no more than the machine has. The kernel charges
 * CPU time late (a child's whole time shows, rounded to clock ticks, when its parent reaps it),
 * so growth above that bound is carried into the next sample rather than shown as an impossible
 * figure; what is still carried at the end is in the run's total CPU time but in no sample.
 */
final class ProfileRecorder {

  private static final double MIB = 1024.0 * 1024.0;

  private final long startNanos;
  private final int cpus;
  private final List<Sample> samples = new ArrayList<>();
  private double total;
  private Emitted emitted = Emitted.START;
  private Emitted previous = Emitted.START;
  private int threadsInWindow;
  private int previousThreadsInWindow;
  private double aliveAt;
  private TreeReading lastAlive;
  private long peakBytes = -1;

  /** Where the samples stand after one was emitted: its time, the total shown and the carry. */
  private record Emitted(double at, double total, double carried) {
    static final Emitted START = new Emitted(0, 0, 0);
  }

  /**
   * A record whose time 0, the spawn, is {@code startNanos} on {@link System#nanoTime()}, on a
   * machine of {@code cpus} cores.
   */
  ProfileRecorder(long startNanos, int cpus) {
    this.startNanos = startNanos;
    this.cpus = Math.max(1, cpus);
    this.lastAlive = TreeReading.empty(startNanos);
  }

  /** Records a reading, as a sample when {@code emit}. */
  void observe(TreeReading reading, boolean emit) {
    total = Math.max(total, reading.cpuSeconds());
    threadsInWindow = Math.max(threadsInWindow, reading.threads());
    if (reading.processes() > 0) {
      lastAlive = reading;
      aliveAt = seconds(reading);
    }
    reading.peakRssBytes().ifPresent(peak -> peakBytes = Math.max(peakBytes, peak));
    // A reading of a tree with nothing left alive is no sample: it would show a finished run
    // as a last moment of 0 MiB. Its CPU time is in the total, shown by the final sample.
    if (emit && reading.processes() > 0 && seconds(reading) > emitted.at()) {
      emit(seconds(reading), reading.threads());
    }
  }

  /**
   * Ends the record with a last reading, taken after the tree exited, and optionally an
   * independent CPU total of the whole run ({@code reapedTotal}: what the JVM counted for the
   * children it reaped). That total is taken when it is larger than the sampled one by no more
   * than the tree's last threads (at most the machine's cores) could have used since the tree
   * was last seen alive (plus {@code slackSeconds} for clock ticks), so that another child reaped
   * meanwhile cannot inflate it much. The time since the last sample becomes a final sample
   * carrying the last RSS seen alive; when it is shorter than {@code minTailSeconds}, the last
   * sample is stretched over it instead, as a CPU % over a few milliseconds would mostly show
   * clock-tick rounding.
   */
  Profile finish(TreeReading reading, OptionalDouble reapedTotal, double slackSeconds,
      double minTailSeconds) {
    observe(reading, false);
    double seconds = seconds(reading);
    total = ReapedCpu.orSampled(total, reapedTotal,
        (seconds - aliveAt) * cores(lastAlive.threads()) + slackSeconds);
    if (!samples.isEmpty() && seconds - emitted.at() < minTailSeconds) {
      samples.remove(samples.size() - 1);
      emitted = previous;
      threadsInWindow = Math.max(threadsInWindow, previousThreadsInWindow);
    }
    if (seconds > emitted.at()) {
      emit(seconds, 0);
    }
    OptionalDouble peak =
        peakBytes >= 0 ? OptionalDouble.of(peakBytes / MIB) : OptionalDouble.empty();
    return new Profile(List.copyOf(samples), total, seconds, peak);
  }

  /** How many cores {@code threads} threads can keep busy on this machine; at least one. */
  private double cores(int threads) {
    return Math.min(cpus, Math.max(1, threads));
  }

  private double seconds(TreeReading reading) {
    return (reading.atNanos() - startNanos) / 1e9;
  }

  /** Emits the sample ending at {@code seconds}; {@code threadsNow} start the next window. */
  private void emit(double seconds, int threadsNow) {
    double window = seconds - emitted.at();
    double used = total - emitted.total() + emitted.carried();
    double shown = Math.min(used, cores(threadsInWindow) * window);
    samples.add(new Sample(
        seconds, 100 * shown / window, lastAlive.rssBytes() / MIB, lastAlive.processes()));
    previous = emitted;
    previousThreadsInWindow = threadsInWindow;
    emitted = new Emitted(seconds, total, used - shown);
    threadsInWindow = threadsNow;
  }
}
