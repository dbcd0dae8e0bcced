package jsonmark.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Supplier;
import jsonmark.proc.KeptFiles;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcStat;
import jsonmark.proc.SchedStat;
import oshi.SystemInfo;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * Reads a process tree's CPU time and memory.
 *
 * <p>Where Linux offers it ({@link Proc#treeReadable()}), a reading reads only what the profile
 * table uses, of the tree's processes only, with OSHI's page size and clock rate. First the tree
 * is walked through {@code /proc/PID/task/TID/children} (a few reads per tree process, where OSHI
 * would scan every process on the machine). Then, in one short burst between two clock
 * readings, each process's stat line gives its RSS and its state, and its CPU time is read from
 * {@code /proc}: from its threads' run time in nanoseconds, because OSHI's counts whole 10 ms
 * clock ticks (over a 50 ms interval a busy core would swing between 80 and 120 %), and at a
 * moment that the reading's timestamp matches to within microseconds. (The kernel brings a
 * running thread's run time up to date every scheduler tick, so a reading can still lag by a few
 * milliseconds: a sample of one busy core reads within about 100 ± 8 %.) Each process also adds
 * the CPU time of the children it has waited for, so children that exit between readings are not
 * lost (their time shows when they are reaped); processes are read parents first and one that
 * has gone by then is left out, so that no child is counted twice (itself and in its parent's
 * waited-for time). OSHI's {@code updateAttributes()} would read five files a process (its exe
 * link, io, status, stat and statm) at each reading, beside the stat line read here anyway. The
 * files are kept open from one reading to the next ({@link KeptFiles}), and those of processes
 * that left the tree are closed. Elsewhere OSHI does it all, keeping one {@link OSProcess} per
 * pid and refreshing it with {@code updateAttributes()}.
 */
final class TreeProbe implements AutoCloseable {

  /** OSHI's operating system, loaded on first use: only where {@code /proc} cannot be read. */
  private static final class Oshi {
    static final OperatingSystem OS = new SystemInfo().getOperatingSystem();
  }

  private static final boolean PROC = Proc.treeReadable();

  private final int rootPid;
  private final Supplier<List<Long>> adopted;
  private final Map<Integer, OSProcess> known = new HashMap<>();
  /** The tree's files, kept open from reading to reading. */
  private final KeptFiles files = new KeptFiles();

  TreeProbe(long rootPid) {
    this(rootPid, List::of);
  }

  /** @param adopted more roots of the tree, asked at each reading (orphans the driver adopted) */
  TreeProbe(long rootPid, Supplier<List<Long>> adopted) {
    this.rootPid = Math.toIntExact(rootPid);
    this.adopted = adopted;
  }

  /** The root and the adopted processes: where a walk of the tree starts. */
  private List<Integer> roots() {
    List<Integer> roots = new ArrayList<>(List.of(rootPid));
    for (long pid : adopted.get()) {
      roots.add(Math.toIntExact(pid));
    }
    return roots;
  }

  /** The tree as it is now; {@code atNanos} is on {@link System#nanoTime()}'s scale. */
  TreeReading read() {
    return PROC ? readProc() : readOshi();
  }

  private TreeReading readProc() {
    List<Integer> tree = new ArrayList<>();
    List<List<Long>> threads = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    List<Integer> queue = roots();
    for (int i = 0; i < queue.size(); i++) {
      int pid = queue.get(i);
      List<Long> tids = seen.add(pid) ? Proc.threads(pid) : List.of();
      if (!tids.isEmpty()) {
        tree.add(pid);
        threads.add(tids);
        for (long tid : tids) {
          Proc.children(files, pid, tid).forEach(child -> queue.add(Math.toIntExact(child)));
        }
      }
    }

    double cpu = 0;
    long rss = 0;
    int processes = 0;
    int threadCount = 0;
    List<Integer> alive = new ArrayList<>();
    long before = System.nanoTime();
    for (int i = 0; i < tree.size(); i++) {
      int pid = tree.get(i);
      Optional<ProcStat> stat = Proc.stat(files, pid);
      if (stat.isEmpty()) {
        continue;
      }
      cpu += cpuSeconds(files, pid, stat.get(), threads.get(i));
      threadCount += Math.max(1, threads.get(i).size());
      long resident = stat.get().rssPages() * Proc.pageSize();
      if (living(stat.get(), resident)) {
        rss += resident;
        processes++;
        alive.add(pid);
      }
    }
    long after = System.nanoTime();
    OptionalLong peak = peak(alive);
    files.closeUnread();
    return new TreeReading(before + (after - before) / 2, cpu, rss, peak, processes, threadCount);
  }

  private TreeReading readOshi() {
    long before = System.nanoTime();
    List<OSProcess> tree = new ArrayList<>();
    for (int pid : roots()) {
      OSProcess root = refresh(pid);
      if (root != null) {
        tree.add(root);
        tree.addAll(
            Oshi.OS.getDescendantProcesses(
                pid, null, Comparator.comparingLong(OSProcess::getStartTime), 0));
      }
    }
    double cpuMillis = 0;
    long rss = 0;
    int threads = 0;
    int living = 0;
    for (OSProcess process : tree) {
      cpuMillis += process.getUserTime() + process.getKernelTime();
      threads += Math.max(1, process.getThreadCount());
      long resident = process.getResidentSetSize();
      if (process.getState() != OSProcess.State.ZOMBIE && resident > 0) {
        rss += resident;
        living++;
      }
    }
    long after = System.nanoTime();
    return new TreeReading(before + (after - before) / 2, cpuMillis / 1000, rss,
        OptionalLong.empty(), living, threads);
  }

  /** The summed VmHWM of {@code pids}, empty when none could be read. */
  private OptionalLong peak(List<Integer> pids) {
    long peakKiB = 0;
    boolean known = false;
    for (int pid : pids) {
      OptionalLong peak = Proc.peakRssKiB(files, pid);
      if (peak.isPresent()) {
        peakKiB += peak.getAsLong();
        known = true;
      }
    }
    return known ? OptionalLong.of(peakKiB * 1024) : OptionalLong.empty();
  }

  /**
   * Whether a process of the tree, read as {@code stat} with {@code residentBytes} in memory, is
   * still living. An exiting one is not, though its CPU time still counts: a zombie (exited, not
   * yet reaped), and one that has already given back its memory on the way out (the kernel
   * releases it before the process becomes a zombie; every living user process has some page
   * resident). So a tree whose processes are all exiting reads as gone, never as 0 MiB alive.
   */
  static boolean living(ProcStat stat, long residentBytes) {
    return !stat.exited() && residentBytes > 0;
  }

  /**
   * The CPU time of {@code pid}, whose stat line is {@code stat}, and of the children it has
   * waited for. Its own time is its threads' exact run time where every thread could be read,
   * else its stat file's clock ticks.
   */
  private static double cpuSeconds(
      Proc.Reader files, int pid, ProcStat stat, List<Long> threads) {
    double hz = Proc.clockTicksPerSecond();
    double ticks = (stat.utime() + stat.stime()) / hz;
    double waited = (stat.cutime() + stat.cstime()) / hz;
    long runNanos = 0;
    for (long tid : threads) {
      Optional<SchedStat> thread = Proc.schedstat(files, pid, tid);
      if (thread.isEmpty()) {
        return ticks + waited;
      }
      runNanos += thread.get().runNanos();
    }
    return Math.max(ticks, runNanos / 1e9) + waited;
  }

  /** Closes the files kept open for the next reading. */
  @Override
  public void close() {
    files.close();
  }

  private OSProcess refresh(int pid) {
    OSProcess process = known.get(pid);
    if (process == null) {
      process = Oshi.OS.getProcess(pid);
      if (process != null) {
        known.put(pid, process);
      }
      return process;
    }
    if (!process.updateAttributes()) {
      known.remove(pid);
      return null;
    }
    return process;
  }
}
