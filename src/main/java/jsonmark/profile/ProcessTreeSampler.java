package jsonmark.profile;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import jsonmark.proc.Proc;

/**
 * Samples the CPU time and resident memory of a process and all its descendants (through OSHI,
 * with Linux's {@code /proc} for what OSHI lacks, see {@link TreeProbe}) on a daemon thread, from
 * {@link #start} until {@link #stop}.
 *
 * <p>A reading is taken at once, then every 10 ms during the first interval (so that a process
 * that lives only a few milliseconds is still seen), then once per interval on a fixed grid of
 * deadlines (no drift, no busy wait). A sample is emitted at each interval boundary: its CPU %
 * is the growth of the tree's cumulative CPU time over the wall time between the readings, the
 * first one counting from the spawn, whose CPU time was 0; so there is no 0 % first sample. A
 * sample never exceeds what the tree's threads, on this machine's cores, could have used (see
 * {@link ProfileRecorder}).
 * Memory is the summed RSS of the tree, in MiB.
 *
 * <p>The tail of a run cannot be sampled: once the root exits the JVM reaps it and its figures
 * are gone. Three things keep the CPU total true anyway. On Linux each process also counts the
 * CPU time of the children it waited for ({@code cutime}), so a child that exits between two
 * readings is not lost. The total never goes backwards: a process that leaves the tree without a
 * waiting parent keeps its last figure. And at {@code stop()}, the CPU time that this JVM counted
 * for the children it reaped during the run (the root, and with it everything the root waited
 * for) replaces the sampled total when it is larger by no more than the machine's cores could
 * have used since the tree was last seen alive, which rules out most other children reaped
 * meanwhile. The time since the last sample becomes a final sample, or stretches the last one
 * when it is shorter than half an interval. The peak RSS (Linux VmHWM, summed over the tree)
 * keeps a memory peak between two readings; elsewhere it is empty.
 */
public final class ProcessTreeSampler {

  /** The sampling interval when none is given. */
  public static final Duration DEFAULT_INTERVAL =
      Duration.ofMillis(ProcessTreeSampler.DEFAULT_INTERVAL_MS);

  /** {@link #DEFAULT_INTERVAL} in milliseconds, for --help to read. */
  public static final int DEFAULT_INTERVAL_MS = 50;

  /**
   * The shortest interval. The kernel brings a running thread's CPU time up to date only every
   * scheduler tick (4 ms at 250 Hz) and its clock-tick total every 10 ms, so a sample over a window
   * of w ms can be off by about 4/w of a core: at 1 ms one busy core read as 0 %, then as 2,500 %;
   * at 20 ms it reads within about ±20 %. A reading itself also takes up to a millisecond.
   */
  public static final Duration MIN_INTERVAL =
      Duration.ofMillis(ProcessTreeSampler.MIN_INTERVAL_MS);

  /** {@link #MIN_INTERVAL} in milliseconds, for --help to read. */
  public static final int MIN_INTERVAL_MS = 20;

  private static final long FINE_NANOS = Duration.ofMillis(10).toNanos();
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * One thread for every sampler of the driver's life, never one per run: what a thread reads
   * (several KB of {@code /proc} a reading) counts as the run's own reads when the thread is born
   * and ends within the run, since the driver cannot tell it from the tree's (see the read meter
   * in {@code exec}); a thread that outlives the run is left out.
   */
  private static final ScheduledExecutorService SCHEDULER =
      SamplerThreads.scheduler("jsonmark-sampler");

  private final long rootPid;
  private final Supplier<List<Long>> adopted;
  private TreeProbe probe;
  private final long intervalNanos;
  private final long startNanos;
  private final OptionalLong reapedTicksAtStart;
  private final ProfileRecorder recorder;
  private ScheduledFuture<?> next;
  private long nextSampleNanos;
  private boolean stopped;
  /** The CPU time the readings took, on whichever thread took them; -1 once unknown. */
  private long ownCpuNanos;

  private ProcessTreeSampler(ProcessHandle root, Supplier<List<Long>> adopted, Duration interval) {
    this.adopted = adopted;
    // OSHI's first use can take a while: it happens on the sampler thread, after time 0.
    this.startNanos = System.nanoTime();
    this.reapedTicksAtStart = ReapedCpu.ticks();
    this.intervalNanos = interval.toNanos();
    this.nextSampleNanos = intervalNanos;
    this.recorder = new ProfileRecorder(startNanos, Runtime.getRuntime().availableProcessors());
    this.rootPid = root.pid();
  }

  /**
   * Starts sampling {@code root} (call it right after the spawn: time 0 is now) and its
   * descendants every {@code interval}.
   */
  public static ProcessTreeSampler start(ProcessHandle root, Duration interval) {
    return start(root, List::of, interval);
  }

  /**
   * As {@link #start(ProcessHandle, Duration)}, and the tree also holds the processes {@code
   * adopted} names at each reading, with their descendants: those that left the root's tree (a
   * daemon that called {@code setsid}) and were adopted by the driver.
   */
  public static ProcessTreeSampler start(
      ProcessHandle root, Supplier<List<Long>> adopted, Duration interval) {
    if (interval.compareTo(MIN_INTERVAL) < 0) {
      throw new IllegalArgumentException(
          "interval must be at least " + MIN_INTERVAL.toMillis() + " ms: " + interval);
    }
    ProcessTreeSampler sampler = new ProcessTreeSampler(root, adopted, interval);
    synchronized (sampler) {
      sampler.next = SCHEDULER.schedule(sampler::tick, 0, TimeUnit.NANOSECONDS);
    }
    return sampler;
  }

  /**
   * Loads the probe (and OSHI, where {@code /proc} cannot be read) and reads this JVM's own
   * process once, which can take a moment (hundreds of milliseconds for OSHI on a busy machine);
   * call it before the first {@link #start}, or the first run's first readings come late. Later
   * calls cost one reading of this JVM.
   */
  public static void warmUp() {
    try (TreeProbe probe = new TreeProbe(ProcessHandle.current().pid())) {
      probe.read();
    }
  }

  /**
   * Stops sampling and returns what was seen; call it once, right after the tree exited (after
   * {@code Process.onExit()} completed, so that the JVM has reaped the root).
   */
  public Profile stop() {
    // A reading under way holds the lock: this waits for it, and no later one starts.
    synchronized (this) {
      if (stopped) {
        throw new IllegalStateException("the sampler was already stopped");
      }
      stopped = true;
      next.cancel(false);
      long cpuBefore = threadCpuNanos();
      TreeReading last;
      try (TreeProbe probe = probe()) {
        last = probe.read();
      }
      OptionalDouble reaped = ReapedCpu.secondsSince(reapedTicksAtStart);
      double tick = 1.0 / Proc.clockTicksPerSecond();
      Profile profile = recorder.finish(last, reaped, 2 * tick, intervalNanos / 2e9);
      count(cpuBefore);
      return profile.withSamplerCpu(ownCpuNanos >= 0
          ? OptionalDouble.of(ownCpuNanos / 1e9) : OptionalDouble.empty());
    }
  }

  /** The calling thread's CPU time in ns, -1 where the JVM cannot tell. */
  private static long threadCpuNanos() {
    return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
  }

  /** Adds the CPU time the calling thread used since {@code before} to the sampler's own. */
  private void count(long before) {
    long after = threadCpuNanos();
    ownCpuNanos = before < 0 || after < 0 || ownCpuNanos < 0 ? -1
        : ownCpuNanos + Math.max(0, after - before);
  }

  private synchronized void tick() {
    if (stopped) {
      return;
    }
    long cpuBefore = threadCpuNanos();
    try {
      observe();
    } finally {
      count(cpuBefore);
    }
  }

  private void observe() {
    TreeReading reading = probe().read();
    long readAt = reading.atNanos() - startNanos;
    boolean sample = readAt >= nextSampleNanos;
    recorder.observe(reading, sample);
    while (nextSampleNanos <= readAt) {
      nextSampleNanos += intervalNanos;
    }
    long now = elapsed();
    long at =
        nextSampleNanos == intervalNanos
            ? Math.min(now + FINE_NANOS, intervalNanos)
            : nextSampleNanos;
    next = SCHEDULER.schedule(this::tick, Math.max(0, at - now), TimeUnit.NANOSECONDS);
  }

  private TreeProbe probe() {
    if (probe == null) {
      probe = new TreeProbe(rootPid, adopted);
    }
    return probe;
  }

  private long elapsed() {
    return System.nanoTime() - startNanos;
  }
}
