package jsonmark.proc;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import oshi.software.os.linux.LinuxOperatingSystemJNA;

/**
 * The one reader of Linux's {@code /proc}: thin file readers over the parsers of this package.
 * Every method answers empty where a file is missing or unreadable, or its process has gone, as
 * on systems without {@code /proc}; never a 0 that would pass for a measurement.
 */
public final class Proc {

  private static final Path ROOT = Path.of("/proc");
  private static final int BUFFER = 4096;
  private static final long SELF = ProcessHandle.current().pid();
  private static final long TICKS = Files.isDirectory(ROOT.resolve("self")) ? hz() : 100;
  private static final long PAGE = Files.isDirectory(ROOT.resolve("self")) ? page() : 4096;

  private Proc() {}

  /** Reads a file of {@code /proc} by its path under it: empty where it cannot be read. */
  @FunctionalInterface
  public interface Reader {
    Optional<String> read(String file);
  }

  /** {@code /proc/PID/stat}. */
  public static Optional<ProcStat> stat(long pid) {
    return stat(Proc::read, pid);
  }

  /** {@code /proc/PID/stat} through {@code reader}. */
  public static Optional<ProcStat> stat(Reader reader, long pid) {
    return reader.read(pid + "/stat").flatMap(ProcStat::parse);
  }

  /** {@code /proc/PID/status}'s memory lines. */
  public static Optional<ProcStatus> status(long pid) {
    return read(pid + "/status").map(ProcStatus::parse);
  }

  /** {@code /proc/PID/status}'s VmHWM alone, in KiB, through {@code reader}: a profile's peak. */
  public static OptionalLong peakRssKiB(Reader reader, long pid) {
    return reader.read(pid + "/status")
        .map(text -> KeyValues.kib(text, "VmHWM:"))
        .orElse(OptionalLong.empty());
  }

  /** {@code /proc/PID/io}: empty too where the process belongs to another user. */
  public static Optional<ProcIo> io(long pid) {
    return read(pid + "/io").flatMap(ProcIo::parse);
  }

  /** {@code /proc/PID/maps}'s text, parsed by {@link ProcMaps}. */
  public static Optional<String> maps(long pid) {
    return read(pid + "/maps");
  }

  /** {@code /proc/PID/task/TID/io}: the counters of one thread alone. */
  public static Optional<ProcIo> threadIo(long pid, long tid) {
    return read(pid + "/task/" + tid + "/io").flatMap(ProcIo::parse);
  }

  /** The state (R, S, D...) of one thread, {@link ProcStat#state(String)}; 0 once it has gone. */
  public static char threadState(long pid, long tid) {
    return read(pid + "/task/" + tid + "/stat").map(ProcStat::state).orElse((char) 0);
  }

  /** {@code /proc/PID/task/TID/stat} of one thread: its state, its CPU time. */
  public static Optional<ProcStat> threadStat(long pid, long tid) {
    return read(pid + "/task/" + tid + "/stat").flatMap(ProcStat::parse);
  }

  /** {@code /proc/PID/task/TID/schedstat} of one thread. */
  public static Optional<SchedStat> schedstat(long pid, long tid) {
    return schedstat(Proc::read, pid, tid);
  }

  /** {@code /proc/PID/task/TID/schedstat} through {@code reader}. */
  public static Optional<SchedStat> schedstat(Reader reader, long pid, long tid) {
    return reader.read(pid + "/task/" + tid + "/schedstat").flatMap(SchedStat::parse);
  }

  /** The thread ids of {@code pid}; none once it has gone. */
  public static List<Long> threads(long pid) {
    // File.list: one native call, where a DirectoryStream is several layers of Java that the
    // samplers' few calls a second would keep interpreting (and the JIT compiling) mid-run.
    String[] names = new File("/proc/" + pid + "/task").list();
    if (names == null) {
      return List.of();
    }
    List<Long> tids = new ArrayList<>(names.length);
    for (String name : names) {
      long tid = Digits.parse(name, 0, name.length());
      if (tid >= 0) {
        tids.add(tid);
      }
    }
    return tids;
  }

  /**
   * The children that thread {@code tid} of {@code pid} created ({@code
   * /proc/PID/task/TID/children}, Linux 3.5+ with CONFIG_PROC_CHILDREN); none where unreadable.
   */
  public static List<Long> children(long pid, long tid) {
    return children(Proc::read, pid, tid);
  }

  /** {@link #children(long, long)} through {@code reader}. */
  public static List<Long> children(Reader reader, long pid, long tid) {
    return reader.read(pid + "/task/" + tid + "/children").map(Proc::pids).orElse(List.of());
  }

  /** The children of every thread of {@code pid}. */
  public static List<Long> children(long pid) {
    List<Long> children = new ArrayList<>();
    for (long tid : threads(pid)) {
      children.addAll(children(pid, tid));
    }
    return children;
  }

  /** {@code /proc/PID/cmdline} with its NUL separators as spaces; empty for a zombie too. */
  public static Optional<String> commandLine(long pid) {
    return read(pid + "/cmdline")
        .map(text -> text.replace('\0', ' ').trim())
        .filter(text -> !text.isEmpty());
  }

  /** {@code /proc/pressure/cpu}; empty on kernels without PSI. */
  public static Optional<CpuPressure> cpuPressure() {
    return read("pressure/cpu").flatMap(CpuPressure::parse);
  }

  /** The {@code cpu} line of {@code /proc/stat}. */
  public static Optional<CpuTimes> cpuTimes() {
    return read("stat").flatMap(CpuTimes::parse);
  }

  /** Clock ticks per second ({@code USER_HZ}) of the times in stat files: 100 on most Linux. */
  public static long clockTicksPerSecond() {
    return TICKS;
  }

  /** The calling thread's id ({@code /proc/thread-self}, Linux 3.17+); empty elsewhere. */
  public static OptionalLong currentThread() {
    try {
      Path link = Files.readSymbolicLink(ROOT.resolve("thread-self"));
      return OptionalLong.of(Long.parseLong(link.getFileName().toString()));
    } catch (IOException | RuntimeException unknown) {
      return OptionalLong.empty();
    }
  }

  /** This JVM's pid. */
  public static long self() {
    return SELF;
  }

  /**
   * Whether a tree can be walked through {@code children} files and timed through {@code
   * schedstat}, without scanning every process on the machine.
   */
  public static boolean treeReadable() {
    Path main = ROOT.resolve(SELF + "/task/" + SELF);
    return Files.isReadable(main.resolve("children"))
        && Files.isReadable(main.resolve("schedstat"));
  }

  private static List<Long> pids(String text) {
    List<Long> pids = new ArrayList<>();
    int start = -1;
    for (int i = 0; i <= text.length(); i++) {
      boolean digit = i < text.length() && Character.isDigit(text.charAt(i));
      if (digit && start < 0) {
        start = i;
      } else if (!digit && start >= 0) {
        long pid = Digits.parse(text, start, i);
        if (pid >= 0) {
          pids.add(pid);
        }
        start = -1;
      }
    }
    return pids;
  }

  /**
   * A small file's text. A plain stream into one buffer, not {@code Files.readAllBytes}: the
   * samplers read a few files twenty times a second while a command runs, and the shorter this
   * path, the less of the driver's CPU competes with it (docs/lab/2026-12-01-driver-overhead.md).
   */
  private static Optional<String> read(String file) {
    byte[] buffer = new byte[BUFFER];
    int length = 0;
    try (FileInputStream in = new FileInputStream("/proc/" + file)) {
      for (int n; (n = in.read(buffer, length, buffer.length - length)) > 0; ) {
        length += n;
        if (length == buffer.length) {
          buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
      }
    } catch (IOException | RuntimeException gone) {
      return Optional.empty();
    }
    return Optional.of(new String(buffer, 0, length, StandardCharsets.UTF_8));
  }

  /** The size of a memory page in bytes, what {@code rss} of a stat line counts in. */
  public static long pageSize() {
    return PAGE;
  }

  /** OSHI asks {@code sysconf(_SC_PAGESIZE)}, falling back to 4 KiB where it cannot. */
  private static long page() {
    try {
      long size = LinuxOperatingSystemJNA.pageSize();
      return size > 0 ? size : 4096;
    } catch (RuntimeException | LinkageError unknown) {
      return 4096;
    }
  }

  /** OSHI asks {@code sysconf(_SC_CLK_TCK)}, falling back to 100 where it cannot. */
  private static long hz() {
    try {
      return LinuxOperatingSystemJNA.hz();
    } catch (RuntimeException | LinkageError unknown) {
      return 100;
    }
  }
}
