package jsonmark.profile;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * The few Linux {@code /proc} figures that OSHI does not expose: a process's children, the CPU
 * time of the children it has waited for, and its peak RSS. Each method answers empty (or an
 * empty list) where the file is missing, so callers fall back to what OSHI offers.
 */
final class ProcFs {

  private static final Path PROC = Path.of("/proc");

  private ProcFs() {}

  /**
   * Whether {@code /proc/PID/task/TID/children} exists (Linux 3.5+ with
   * CONFIG_PROC_CHILDREN), so that a tree can be walked without scanning every process.
   */
  static boolean hasChildrenFiles() {
    long self = ProcessHandle.current().pid();
    return Files.isReadable(PROC.resolve(self + "/task/" + self + "/children"));
  }

  /** The pids of {@code pid}'s children, created by any of its threads. */
  static List<Integer> children(int pid) {
    List<Integer> children = new ArrayList<>();
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(PROC.resolve(pid + "/task"))) {
      for (Path task : tasks) {
        String text = Files.readString(task.resolve("children"));
        for (String child : text.trim().split("\\s+")) {
          if (!child.isEmpty()) {
            children.add(Integer.parseInt(child));
          }
        }
      }
    } catch (IOException | RuntimeException gone) {
      // The process or one of its threads exited while we looked: its children are moot.
    }
    return children;
  }

  /**
   * The user + system CPU time, in clock ticks, of the children that {@code pid} has waited for
   * ({@code cutime + cstime} of {@code /proc/PID/stat}); these are no longer in the tree.
   */
  static OptionalLong waitedChildrenTicks(int pid) {
    return statTicks(PROC.resolve(pid + "/stat"));
  }

  /** The same for this JVM: the CPU time of every child process that it has reaped. */
  static OptionalLong selfWaitedChildrenTicks() {
    return statTicks(PROC.resolve("self/stat"));
  }

  /** The peak resident set size ({@code VmHWM}) of {@code pid} in KiB. */
  static OptionalLong peakRssKiB(int pid) {
    try {
      for (String line : Files.readAllLines(PROC.resolve(pid + "/status"))) {
        if (line.startsWith("VmHWM:")) {
          return OptionalLong.of(Long.parseLong(line.substring(6).replace("kB", "").trim()));
        }
      }
    } catch (IOException | RuntimeException gone) {
      // Exited, or a zombie (which has no memory lines): nothing to add.
    }
    return OptionalLong.empty();
  }

  private static OptionalLong statTicks(Path stat) {
    try {
      String text = Files.readString(stat);
      // Fields after the parenthesised command name, which may itself hold spaces and ')'.
      String[] fields = text.substring(text.lastIndexOf(')') + 2).trim().split(" ");
      // fields[0] is field 3 (state); cutime and cstime are fields 16 and 17.
      return OptionalLong.of(Long.parseLong(fields[13]) + Long.parseLong(fields[14]));
    } catch (IOException | RuntimeException gone) {
      return OptionalLong.empty();
    }
  }
}
