package jsonmark.exec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * What the process layer reads of Linux's {@code /proc}: a process's state and group, its command
 * line, and the children of the JVM's main thread. Every method answers "gone" when a file is
 * missing, as on other systems.
 */
final class Procs {

  private static final Path PROC = Path.of("/proc");
  private static final long SELF = ProcessHandle.current().pid();

  private Procs() {}

  /** Whether {@code pid} exists and is not a zombie (a zombie has exited: it only waits). */
  static boolean running(long pid) {
    String[] stat = stat(pid);
    if (stat == null) {
      return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }
    return !stat[0].equals("Z") && !stat[0].equals("X");
  }

  /** Whether {@code pid} is a zombie, which only its parent can clear by reaping it. */
  static boolean zombie(long pid) {
    String[] stat = stat(pid);
    return stat != null && stat[0].equals("Z");
  }

  /** The process group of {@code pid}, empty when it is gone or unknown. */
  static OptionalLong group(long pid) {
    String[] stat = stat(pid);
    return stat == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(stat[2]));
  }

  /**
   * The children of this JVM's first thread. Orphans reparented to a subreaper go to its first
   * living thread (the kernel's {@code find_alive_thread}), the leader, which in a JVM only waits
   * for {@code main}'s thread and starts nothing: so these are exactly the adopted orphans, never
   * a process that Java started and will reap itself.
   */
  static List<Long> adoptedChildren() {
    List<Long> pids = new ArrayList<>();
    try {
      String text = read(PROC.resolve("self/task/" + SELF + "/children")).trim();
      for (String pid : text.isEmpty() ? new String[0] : text.split("\\s+")) {
        pids.add(Long.parseLong(pid));
      }
    } catch (IOException | RuntimeException unreadable) {
      // No /proc, or a kernel without CONFIG_PROC_CHILDREN: nothing is seen as adopted.
    }
    return pids;
  }

  /** "pid N (command line)", for messages that name a process. */
  static String describe(long pid) {
    String command;
    try {
      command = read(PROC.resolve(pid + "/cmdline")).replace('\0', ' ').trim();
    } catch (IOException | RuntimeException gone) {
      command = ProcessHandle.of(pid).flatMap(h -> h.info().commandLine()).orElse("");
    }
    return "pid " + pid + (command.isEmpty() ? "" : " (" + command + ")");
  }

  /** State, parent and group of {@code pid}: fields 3 to 5 of its stat file, or null. */
  private static String[] stat(long pid) {
    try {
      String text = read(PROC.resolve(pid + "/stat"));
      // After the command name, which is in parentheses and may itself hold spaces and ')'.
      return text.substring(text.lastIndexOf(')') + 2).split(" ", 4);
    } catch (IOException | RuntimeException gone) {
      return null;
    }
  }

  private static String read(Path file) throws IOException {
    return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
  }
}
