package jsonmark.profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import jsonmark.proc.CpuPressure;
import jsonmark.proc.CpuTimes;
import jsonmark.proc.Proc;
import jsonmark.proc.SchedStat;

/**
 * Measures how long a run's process tree waited for a CPU: it walks the tree (threads, their
 * children, the processes the driver adopted) and reads every thread's schedstat, first right
 * after the spawn, then at 5, 10, 20, 40 and 80 ms (so that short runs are seen), then after
 * gaps of a tenth of the time elapsed, at least {@link #LEAST_GAP_MILLIS} ({@link #gapMillis}).
 * Each thread keeps the largest figures it showed, so a thread that exits keeps what it had
 * waited until the last reading before its exit. The gaps grow because every reading costs the
 * driver CPU beside the run it measures (about a third of a millisecond for a small tree, most
 * of it the kernel's), while what a reading can still add shrinks with the time elapsed. The
 * machine's PSI {@code some} total, its steal time and its busy CPU time are read at the spawn
 * and at the root's exit.
 *
 * <p>The tree's CPU time (what the rest of the machine's busy time is measured against) also
 * misses what its threads ran after their last reading: up to a tenth of the run, on every core
 * the tree used, which would read as other programs' work. So at the stop, once the JVM has
 * reaped the root, the CPU time it counted for the children it reaped during the run (the root,
 * and everything the root waited for) replaces the sampled figure when it is larger by no more
 * than the machine's cores could have run since the last reading ({@link ReapedCpu}).
 *
 * <p>What cannot be caught: a thread's wait after the last reading before it exits (at most one
 * gap per process: 100 ms, or a tenth of the run), and a process that starts and exits between
 * two readings. So the figure is a lower bound; PSI, read at both ends, is not sampled and
 * misses nothing on the machine's side.
 *
 * <p>Why it samples rather than reading the root's cumulative {@code schedstat} once at its exit:
 * Linux keeps a zombie's {@code /proc/PID/schedstat} and {@code stat} readable until it is reaped,
 * but the JDK's process reaper thread waits on every process Java started from its spawn on and
 * reaps it the moment it exits; a {@code waitid(WEXITED | WNOWAIT)} of the driver's own wakes
 * beside it and often finds the file already gone (tried through JNA: lost in a good share of
 * runs on a loaded machine). An edge reading needs a root that the driver reaps itself.
 */
public final class WaitSampler {

  private static final long[] FIRST_MILLIS = {5, 10, 20, 40, 80};
  static final long LEAST_GAP_MILLIS = 100;
  private static final ScheduledExecutorService SCHEDULER =
      SamplerThreads.scheduler("jsonmark-wait-sampler");
  private static final boolean READABLE = Proc.treeReadable();

  private final long root;
  private final Supplier<List<Long>> adopted;
  private final long startNanos = System.nanoTime();
  private final Optional<CpuPressure> pressureAtStart = Proc.cpuPressure();
  private final Optional<CpuTimes> timesAtStart = Proc.cpuTimes();
  private final OptionalLong reapedTicksAtStart = ReapedCpu.ticks();
  private long lastReadNanos = startNanos;
  /** Per thread ({@link #key}), the largest figures seen. */
  private final Map<Long, SchedStat> threads = new HashMap<>();
  private ScheduledFuture<?> next;
  private int step;
  private boolean stopped;

  private WaitSampler(long root, Supplier<List<Long>> adopted) {
    this.root = root;
    this.adopted = adopted;
  }

  /** Starts measuring the tree of {@code root}; {@code adopted} as for the profiler. */
  public static WaitSampler start(ProcessHandle root, Supplier<List<Long>> adopted) {
    WaitSampler sampler = new WaitSampler(root.pid(), adopted);
    if (READABLE) {
      synchronized (sampler) {
        sampler.read();
        sampler.schedule();
      }
    }
    return sampler;
  }

  /** Stops at the root's exit and returns the figures. */
  public synchronized TreeWait stop() {
    stopped = true;
    if (next != null) {
      next.cancel(false);
    }
    double wall = (System.nanoTime() - startNanos) / 1e9;
    long rootLastSeen = lastReadNanos; // the reading below no longer sees the root
    if (READABLE) {
      read(); // the root is gone, but a child still running is read once more
    }
    OptionalDouble pressure = OptionalDouble.empty();
    Optional<CpuPressure> pressureNow = Proc.cpuPressure();
    if (pressureAtStart.isPresent() && pressureNow.isPresent()) {
      pressure = OptionalDouble.of(
          (pressureNow.get().someTotalMicros() - pressureAtStart.get().someTotalMicros()) / 1e6);
    }
    OptionalDouble steal = OptionalDouble.empty();
    OptionalDouble busy = OptionalDouble.empty();
    Optional<CpuTimes> timesNow = Proc.cpuTimes();
    double hz = Proc.clockTicksPerSecond();
    if (timesAtStart.isPresent() && timesNow.isPresent()) {
      long ticks = timesNow.get().busy() - timesAtStart.get().busy();
      long rounding = Runtime.getRuntime().availableProcessors();
      busy = OptionalDouble.of(Math.max(0, ticks - rounding) / hz);
      if (timesAtStart.get().steal().isPresent() && timesNow.get().steal().isPresent()) {
        steal = OptionalDouble.of((timesNow.get().steal().getAsLong()
            - timesAtStart.get().steal().getAsLong()) / hz);
      }
    }
    if (!READABLE) {
      return new TreeWait(OptionalDouble.empty(), OptionalDouble.empty(), pressure, steal, busy,
          wall, 0,
          Optional.of("this kernel has no /proc/PID/task/TID/schedstat or children files"
              + " (CONFIG_SCHED_INFO, CONFIG_PROC_CHILDREN)"));
    }
    long wait = threads.values().stream().mapToLong(SchedStat::waitNanos).sum();
    long run = threads.values().stream().mapToLong(SchedStat::runNanos).sum();
    OptionalDouble reaped = ReapedCpu.secondsSince(reapedTicksAtStart);
    double sinceLastReading = (System.nanoTime() - rootLastSeen) / 1e9;
    double runSeconds = ReapedCpu.orSampled(run / 1e9, reaped,
        Runtime.getRuntime().availableProcessors() * sinceLastReading + 2 / hz);
    return new TreeWait(OptionalDouble.of(wait / 1e9), OptionalDouble.of(runSeconds), pressure,
        steal, busy, wall, threads.size(), Optional.empty());
  }

  /**
   * The wait before reading number {@code step + 1} (0 is the one at the spawn), {@code
   * elapsedMillis} after the spawn.
   */
  static long gapMillis(int step, long elapsedMillis) {
    if (step < FIRST_MILLIS.length) {
      return FIRST_MILLIS[step] - (step == 0 ? 0 : FIRST_MILLIS[step - 1]);
    }
    return Math.max(LEAST_GAP_MILLIS, elapsedMillis / 10);
  }

  private void schedule() {
    long elapsed = (System.nanoTime() - startNanos) / 1_000_000;
    next = SCHEDULER.schedule(this::tick, gapMillis(step++, elapsed), TimeUnit.MILLISECONDS);
  }

  private synchronized void tick() {
    if (stopped) {
      return;
    }
    read();
    schedule();
  }

  /** One number per thread: Linux's pids and tids stay below 2^22 ({@code pid_max}). */
  private static long key(long pid, long tid) {
    return pid << 32 | tid;
  }

  /** One walk of the tree, keeping each thread's largest figures. */
  private void read() {
    lastReadNanos = System.nanoTime();
    List<Long> pending = new ArrayList<>();
    pending.add(root);
    pending.addAll(adopted.get());
    Set<Long> seen = new HashSet<>();
    while (!pending.isEmpty()) {
      long pid = pending.remove(pending.size() - 1);
      if (!seen.add(pid)) {
        continue;
      }
      for (long tid : Proc.threads(pid)) {
        Proc.schedstat(pid, tid).ifPresent(s -> threads.merge(key(pid, tid), s,
            (old, now) -> now.waitNanos() >= old.waitNanos() && now.runNanos() >= old.runNanos()
                ? now : old));
        pending.addAll(Proc.children(pid, tid));
      }
    }
  }
}
