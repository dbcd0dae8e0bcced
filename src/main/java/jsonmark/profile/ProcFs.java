package jsonmark.profile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The Linux {@code /proc} figures that OSHI does not give, or not precisely enough: a process's
 * threads and children, its exact CPU time, the CPU time of the children it has waited for, and
 * its peak RSS. Each method answers empty where a file is missing or its process has gone.
 */
final class ProcFs {

  private static final Path PROC = Path.of("/proc");

  private ProcFs() {}

  /**
   * Whether {@code /proc/PID/task/TID/children} (Linux 3.5+ with CONFIG_PROC_CHILDREN) and
   * {@code schedstat} exist, so that a tree can be walked and timed without scanning every
   * process on the machine.
   */
  static boolean available() {
    long pid = ProcessHandle.current().pid();
    Path main = PROC.resolve(pid + "/task/" + pid);
    return Files.isReadable(main.resolve("children"))
        && Files.isReadable(main.resolve("schedstat"));
  }

  /** The thread ids of {@code pid} and the pids of the children any of them created. */
  record Tasks(List<Path> threads, List<Integer> children) {}

  static Tasks tasks(int pid) {
    List<Path> threads = new ArrayList<>();
    List<Integer> children = new ArrayList<>();
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(PROC.resolve(pid + "/task"))) {
      for (Path task : tasks) {
        threads.add(task);
        try {
          for (String child : read(task.resolve("children")).trim().split("\\s+")) {
            if (!child.isEmpty()) {
              children.add(Integer.parseInt(child));
            }
          }
        } catch (IOException | RuntimeException threadGone) {
          // A thread that exited while we looked has no children left to report.
        }
      }
    } catch (IOException | RuntimeException gone) {
      // The process has gone: it has no threads and no children.
    }
    return new Tasks(threads, children);
  }

  /**
   * CPU figures of one process at one moment.
   *
   * @param ownSeconds user + system CPU time of the process itself: its threads' exact run time
   *     where every thread could be read, else {@code /proc/PID/stat}'s clock ticks
   * @param waitedSeconds user + system CPU time of the children it has waited for
   */
  record Cpu(double ownSeconds, double waitedSeconds) {}

  /** The CPU figures of {@code pid} and its {@code threads}; empty once the process has gone. */
  static Optional<Cpu> cpu(int pid, List<Path> threads, long ticksPerSecond) {
    long[] stat = statTicks(PROC.resolve(pid + "/stat"));
    if (stat == null) {
      return Optional.empty();
    }
    double ticks = (double) (stat[0] + stat[1]) / ticksPerSecond;
    double waited = (double) (stat[2] + stat[3]) / ticksPerSecond;
    long runNanos = 0;
    for (Path thread : threads) {
      try {
        String schedstat = read(thread.resolve("schedstat"));
        runNanos += Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
      } catch (IOException | RuntimeException threadGone) {
        return Optional.of(new Cpu(ticks, waited));
      }
    }
    return Optional.of(new Cpu(Math.max(ticks, runNanos / 1e9), waited));
  }

  /** The CPU time, in clock ticks, of every child process that this JVM has reaped. */
  static OptionalLong selfWaitedChildrenTicks() {
    long[] stat = statTicks(PROC.resolve("self/stat"));
    return stat == null ? OptionalLong.empty() : OptionalLong.of(stat[2] + stat[3]);
  }

  /** The peak resident set size ({@code VmHWM}) of {@code pid} in KiB. */
  static OptionalLong peakRssKiB(int pid) {
    try {
      String status = read(PROC.resolve(pid + "/status"));
      int start = status.indexOf("VmHWM:");
      if (start >= 0) {
        String value = status.substring(start + 6, status.indexOf('\n', start));
        return OptionalLong.of(Long.parseLong(value.replace("kB", "").trim()));
      }
    } catch (IOException | RuntimeException gone) {
      // Exited, or a zombie (which has no memory lines): nothing to add.
    }
    return OptionalLong.empty();
  }

  /** utime, stime, cutime and cstime of a {@code stat} file, in clock ticks; null if gone. */
  private static long[] statTicks(Path stat) {
    try {
      String text = read(stat);
      // Fields after the parenthesised command name, which may itself hold spaces and ')'.
      String[] fields = text.substring(text.lastIndexOf(')') + 2).trim().split(" ");
      // fields[0] is field 3 (state); utime, stime, cutime and cstime are fields 14 to 17.
      return new long[] {
        Long.parseLong(fields[11]),
        Long.parseLong(fields[12]),
        Long.parseLong(fields[13]),
        Long.parseLong(fields[14])
      };
    } catch (IOException | RuntimeException gone) {
      return null;
    }
  }

  private static String read(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.US_ASCII);
  }
}
