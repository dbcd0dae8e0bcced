package jsonmark.exec;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import jsonmark.proc.Proc;

/**
 * One command's whole process tree, and how to end it. The command runs in a session of its own
 * (via {@code setsid}), so its process group reaches descendants whose parent has exited; the
 * descendants of the root are found one by one for those that moved to a group of their own; and
 * with a {@link Subreaper}, what left the tree entirely ({@code setsid} plus a double fork) is
 * found among the driver's adopted children. The tree is frozen before it is signalled ({@link
 * TreeFreezer}), so that nothing it forks meanwhile escapes. Commons Exec's stock destroyer and
 * watchdog only call {@link Process#destroy()} on the direct child, which leaves all of these
 * running.
 */
final class ProcessTree {

  /** How long a killed process may take to disappear before the driver moves on. */
  private static final Duration REAP = Duration.ofSeconds(1);

  private static final long POLL_MILLIS = 20;

  private final ProcessHandle root;
  private final Subreaper subreaper;
  private final TreeFreezer freezer;

  /** @param jobs the trees running beside this one, whose adopted orphans are theirs */
  ProcessTree(ProcessHandle root, Subreaper subreaper, JobControl jobs) {
    this.root = root;
    this.subreaper = subreaper;
    this.freezer = new TreeFreezer(root, subreaper, pid -> jobs.anotherTreeOwns(pid, this));
  }

  long rootPid() {
    return root.pid();
  }

  /**
   * Freezes the tree, sends TERM to every process of it and lets them run again to handle it; then
   * freezes whatever is still running after {@code grace} (and whatever appeared meanwhile) and
   * KILLs it. Returns once all are gone (or after a last second), adopted ones reaped.
   */
  synchronized void kill(Duration grace) {
    if (!grace.isZero()) {
      Set<Long> tree = freezer.freeze(true);
      signalAll(tree, Libc.SIGTERM);
      signalAll(tree, Libc.SIGCONT);
      awaitExit(tree, grace);
    }
    Set<Long> survivors = freezer.freeze(true);
    signalAll(survivors, Libc.SIGKILL);
    awaitExit(survivors, REAP);
  }

  /** Stops the whole tree, root included, while the driver itself is stopped; what it stopped. */
  synchronized Set<Long> suspend() {
    return freezer.freeze(true);
  }

  /** Lets the processes that {@link #suspend} stopped run again. */
  synchronized void resume(Set<Long> stopped) {
    signalAll(stopped, Libc.SIGCONT);
  }

  /**
   * Processes of the tree still running after its root exited, each described by pid and command
   * line; they are killed before this returns. Waits for a kill under way (a timeout) to finish.
   */
  synchronized List<String> killLeftovers(Duration grace) {
    Set<Long> left = freezer.freeze(false);
    if (left.isEmpty()) {
      return List.of();
    }
    List<String> names = left.stream().map(ProcessTree::describe).toList();
    kill(grace);
    return names;
  }

  /** Whether {@code pid} exists and has not exited (a zombie only waits to be reaped). */
  static boolean running(long pid) {
    return Proc.stat(pid)
        .map(stat -> !stat.exited())
        .orElseGet(() -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
  }

  private void signalAll(Set<Long> pids, int signal) {
    Signals.group(root.pid(), signal);
    pids.forEach(pid -> Signals.send(pid, signal));
  }

  private void awaitExit(Set<Long> pids, Duration grace) {
    long deadline = System.nanoTime() + grace.toNanos();
    while (true) {
      subreaper.reapExited();
      if (pids.stream().noneMatch(ProcessTree::running) || System.nanoTime() >= deadline) {
        return;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** "pid N (command line)", for messages that name a process. */
  private static String describe(long pid) {
    String command =
        Proc.commandLine(pid)
            .or(() -> ProcessHandle.of(pid).flatMap(h -> h.info().commandLine()))
            .orElse("");
    return "pid " + pid + (command.isEmpty() ? "" : " (" + command + ")");
  }
}
