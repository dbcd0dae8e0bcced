package jsonmark.lifecycle;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A small shell that outlives the driver to end what the driver could not end itself. Every
 * process the driver starts carries a mark in its environment ({@link #mark()}), inherited by all
 * it starts in turn, detached or not. The guard, started once, waits on a pipe from the driver,
 * which closes however the driver ends, SIGKILL included; it then stops (SIGSTOP) every process
 * that carries the mark, again until no new one appears, and kills them all. After a normal exit
 * the driver has ended its commands itself, the guard finds none and exits.
 *
 * <p>Why not {@code PR_SET_PDEATHSIG} on the spawned child: it reaches only the process it is set
 * in, which here is {@code /bin/sh} (dash does not exec the last command of {@code sh -c}), not
 * the deserializer below it nor anything detached; every fork clears it; and it fires when the
 * spawning <em>thread</em> ends, not the driver. Java cannot run code between fork and exec, so it
 * would also need a wrapper exec ({@code setpriv --pdeathsig}) in front of every timed run.
 *
 * <p>One guard per JVM, held statically like the process's own subreaper attribute: the pipe must
 * stay open exactly as long as the driver lives.
 */
public final class DriverGuard {

  /** The environment variable that marks a process as started, directly or not, by a driver. */
  public static final String MARK = "JSONMARK_DRIVER";

  /**
   * The mark's value: the driver's pid, zero-padded to one width, so that every driver's
   * children get an environment of the same size. Its length changes instruction counts: a
   * shell that scans its environment byte by byte counted 19 instructions more when the pid had
   * one more digit.
   */
  private static final String PID =
      String.format(java.util.Locale.ROOT, "%010d", ProcessHandle.current().pid());

  /**
   * $1 is the driver's mark (its pid, padded). grep lists the marked processes as it finds
   * them; each is stopped at once; rounds repeat while one finds a new pid, so a chain that
   * forks as it is searched ends.
   */
  private static final String SCRIPT = String.join("\n",
      "read -r _",
      "all=' '",
      "while :; do",
      "  new=$(grep -lzxs --line-buffered \"" + MARK + "=$1\" /proc/[0-9]*/environ |",
      "    while read -r f; do",
      "      p=${f#/proc/}; p=${p%/environ}",
      "      case \"$all\" in *\" $p \"*) ;; *) kill -STOP \"$p\" 2>/dev/null; echo \"$p\" ;; esac",
      "    done)",
      "  [ -n \"$new\" ] || break",
      "  all=\"$all$(echo $new) \"",
      "done",
      "[ \"$all\" = ' ' ] || kill -KILL $all 2>/dev/null",
      "");

  private static boolean tried;
  private static Process guard;
  private static OutputStream pipe;

  private DriverGuard() {}

  /**
   * The variable every child of the driver gets; the first call starts the guard. Where it cannot
   * start (no {@code /proc} or {@code /bin/sh}), children are marked all the same.
   */
  public static synchronized Map<String, String> mark() {
    if (!tried && Files.isDirectory(Path.of("/proc/self"))) {
      tried = true;
      start();
    }
    return Map.of(MARK, PID);
  }

  /** The guard's pid, so that a sweep of the driver's own children spares it. */
  public static synchronized Optional<Long> pid() {
    return Optional.ofNullable(guard).map(Process::pid);
  }

  private static void start() {
    List<String> command = new ArrayList<>();
    // A session of its own: a Ctrl-C at the terminal reaches the driver, not the guard.
    if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
      command.add("/usr/bin/setsid");
    }
    command.addAll(List.of("/bin/sh", "-c", SCRIPT, "jsonmark-guard", PID));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(ProcessBuilder.Redirect.DISCARD);
    builder.environment().remove(MARK); // the guard must never find itself
    try {
      guard = builder.start();
      pipe = guard.getOutputStream(); // held, never written: it closes when the driver ends
    } catch (IOException | RuntimeException unavailable) {
      guard = null;
    }
  }
}
