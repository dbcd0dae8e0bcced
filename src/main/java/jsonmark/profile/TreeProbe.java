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
import oshi.SystemInfo;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;
import oshi.software.os.linux.LinuxOperatingSystem;

/**
 * Reads a process tree's CPU time and memory, keeping one OSHI {@link OSProcess} per pid and
 * refreshing it with {@code updateAttributes()}.
 *
 * <p>Where Linux offers it ({@link ProcFs#available()}), a reading has two phases. First the
 * tree is walked through {@code /proc/PID/task/TID/children} (a few reads per tree process,
 * where OSHI would scan every process on the machine) and OSHI refreshes each process's RSS.
 * Then, in one short burst between two clock readings, each process's CPU time is read from
 * {@code /proc}: from its threads' run time in nanoseconds, because OSHI's counts whole 10 ms
 * clock ticks (over a 50 ms interval a busy core would swing between 80 and 120 %), and at a
 * moment that the reading's timestamp matches to within microseconds. (The kernel brings a
 * running thread's run time up to date every scheduler tick, so a reading can still lag by a few
 * milliseconds: a sample of one busy core reads within about 100 ± 8 %.) Each process also adds
 * the CPU time of the children it has waited for, so children that exit between readings are not
 * lost (their time shows when they are reaped); processes are read parents first and one that
 * has gone by then is left out, so that no child is counted twice (itself and in its parent's
 * waited-for time). Elsewhere OSHI does it all.
 */
final class TreeProbe {

  private static final OperatingSystem OS = new SystemInfo().getOperatingSystem();
  private static final boolean PROC = ProcFs.available();

  private final int rootPid;
  private final Supplier<List<Long>> adopted;
  private final Map<Integer, OSProcess> known = new HashMap<>();

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

  /** Clock ticks per second of {@code /proc} CPU times. */
  static long ticksPerSecond() {
    return OS instanceof LinuxOperatingSystem ? LinuxOperatingSystem.getHz() : 100;
  }

  /** The tree as it is now; {@code atNanos} is on {@link System#nanoTime()}'s scale. */
  TreeReading read() {
    return PROC ? readProc() : readOshi();
  }

  private TreeReading readProc() {
    List<OSProcess> tree = new ArrayList<>();
    List<ProcFs.Tasks> tasks = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    List<Integer> queue = roots();
    for (int i = 0; i < queue.size(); i++) {
      int pid = queue.get(i);
      OSProcess process = seen.add(pid) ? refresh(pid) : null;
      if (process != null) {
        ProcFs.Tasks threads = ProcFs.tasks(pid);
        tree.add(process);
        tasks.add(threads);
        queue.addAll(threads.children());
      }
    }
    known.keySet().retainAll(seen);

    long ticks = ticksPerSecond();
    double cpu = 0;
    long rss = 0;
    int processes = 0;
    List<Integer> alive = new ArrayList<>();
    long before = System.nanoTime();
    for (int i = 0; i < tree.size(); i++) {
      int pid = tree.get(i).getProcessID();
      Optional<ProcFs.Cpu> figures = ProcFs.cpu(pid, tasks.get(i).threads(), ticks);
      if (figures.isPresent()) {
        cpu += figures.get().ownSeconds() + figures.get().waitedSeconds();
        rss += tree.get(i).getResidentSetSize();
        processes++;
        alive.add(pid);
      }
    }
    long after = System.nanoTime();
    return new TreeReading(before + (after - before) / 2, cpu, rss, peak(alive), processes);
  }

  private TreeReading readOshi() {
    long before = System.nanoTime();
    List<OSProcess> tree = new ArrayList<>();
    for (int pid : roots()) {
      OSProcess root = refresh(pid);
      if (root != null) {
        tree.add(root);
        tree.addAll(
            OS.getDescendantProcesses(
                pid, null, Comparator.comparingLong(OSProcess::getStartTime), 0));
      }
    }
    double cpuMillis = 0;
    long rss = 0;
    for (OSProcess process : tree) {
      cpuMillis += process.getUserTime() + process.getKernelTime();
      rss += process.getResidentSetSize();
    }
    long after = System.nanoTime();
    return new TreeReading(
        before + (after - before) / 2, cpuMillis / 1000, rss, OptionalLong.empty(), tree.size());
  }

  /** The summed VmHWM of {@code pids}, empty when none could be read. */
  private static OptionalLong peak(List<Integer> pids) {
    long peakKiB = 0;
    boolean known = false;
    for (int pid : pids) {
      OptionalLong peak = ProcFs.peakRssKiB(pid);
      if (peak.isPresent()) {
        peakKiB += peak.getAsLong();
        known = true;
      }
    }
    return known ? OptionalLong.of(peakKiB * 1024) : OptionalLong.empty();
  }

  private OSProcess refresh(int pid) {
    OSProcess process = known.get(pid);
    if (process == null) {
      process = OS.getProcess(pid);
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
