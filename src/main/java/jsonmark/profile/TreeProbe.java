package jsonmark.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import oshi.SystemInfo;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;
import oshi.software.os.linux.LinuxOperatingSystem;

/**
 * Reads a process tree's CPU time and memory through OSHI, keeping one {@link OSProcess} per pid
 * and refreshing it with {@code updateAttributes()}.
 *
 * <p>On Linux the tree is walked through {@code /proc/PID/task/TID/children}, which costs a few
 * reads per tree process instead of OSHI's scan of every process on the machine, and each
 * process also contributes the CPU time of the children it has waited for and its VmHWM (see
 * {@link ProcFs}). Processes are read parents first, so a child reaped between two reads is
 * counted at most once: either by itself or, later, in its parent's waited-for time.
 */
final class TreeProbe {

  private static final OperatingSystem OS = new SystemInfo().getOperatingSystem();
  private static final boolean LINUX_CHILDREN = ProcFs.hasChildrenFiles();

  private final int rootPid;
  private final Map<Integer, OSProcess> known = new HashMap<>();

  TreeProbe(long rootPid) {
    this.rootPid = Math.toIntExact(rootPid);
  }

  /** Clock ticks per second of {@code /proc} CPU times. */
  static long ticksPerSecond() {
    return OS instanceof LinuxOperatingSystem ? LinuxOperatingSystem.getHz() : 100;
  }

  TreeReading read() {
    List<OSProcess> tree = LINUX_CHILDREN ? walkProc() : queryOshi();
    double cpuMillis = 0;
    long rss = 0;
    long peakKiB = 0;
    boolean peakKnown = false;
    long waitedTicks = 0;
    for (OSProcess process : tree) {
      cpuMillis += process.getUserTime() + process.getKernelTime();
      rss += process.getResidentSetSize();
      OptionalLong waited = ProcFs.waitedChildrenTicks(process.getProcessID());
      waitedTicks += waited.orElse(0);
      OptionalLong peak = ProcFs.peakRssKiB(process.getProcessID());
      if (peak.isPresent()) {
        peakKiB += peak.getAsLong();
        peakKnown = true;
      }
    }
    return new TreeReading(
        cpuMillis / 1000.0 + (double) waitedTicks / ticksPerSecond(),
        rss,
        peakKnown ? OptionalLong.of(peakKiB * 1024) : OptionalLong.empty(),
        tree.size());
  }

  /** The live tree in breadth-first order from the root, refreshing the kept processes. */
  private List<OSProcess> walkProc() {
    List<OSProcess> tree = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    List<Integer> queue = new ArrayList<>(List.of(rootPid));
    for (int i = 0; i < queue.size(); i++) {
      int pid = queue.get(i);
      if (!seen.add(pid)) {
        continue;
      }
      OSProcess process = refresh(pid);
      if (process != null) {
        tree.add(process);
        queue.addAll(ProcFs.children(pid));
      }
    }
    known.keySet().retainAll(seen);
    return tree;
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

  /** Elsewhere, OSHI's own walk; sorted by start time so that parents come before children. */
  private List<OSProcess> queryOshi() {
    List<OSProcess> tree = new ArrayList<>();
    OSProcess root = refresh(rootPid);
    if (root != null) {
      tree.add(root);
      List<OSProcess> descendants =
          new ArrayList<>(OS.getDescendantProcesses(rootPid, null, null, 0));
      descendants.sort(Comparator.comparingLong(OSProcess::getStartTime));
      tree.addAll(descendants);
    }
    return tree;
  }
}
