package jsonmark.exec;

import java.util.ArrayList;
import java.util.List;
import jsonmark.lifecycle.DriverGuard;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcStat;

/**
 * Makes the driver the child subreaper of what it spawns (Linux {@code
 * prctl(PR_SET_CHILD_SUBREAPER)}), so that a process which leaves its command's tree by {@code
 * setsid} and a double fork is reparented to the driver instead of to init: it stays visible, is
 * profiled with the tree, and is killed with it. The JVM reaps only the processes it started, so
 * the orphans it adopts are reaped here, or they would stay zombies until the driver exits.
 */
public final class Subreaper {

  private final boolean active;

  private Subreaper(boolean active) {
    this.active = active;
  }

  /**
   * Asks the kernel to make this process a subreaper; the attribute is the process's, so asking
   * twice is harmless. Where it is refused or unknown, nothing is adopted and detached processes
   * escape to init as before.
   */
  public static Subreaper enable() {
    boolean active =
        Libc.get()
            .map(libc -> libc.prctl(Libc.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0)
            .orElse(false);
    return new Subreaper(active);
  }

  public boolean active() {
    return active;
  }

  /**
   * The orphans the driver has adopted that are still running; zombies among them are reaped on
   * the way. While one command runs at a time they are all its own.
   */
  public List<Long> adopted() {
    if (!active) {
      return List.of();
    }
    List<Long> running = new ArrayList<>();
    for (long pid : adoptedChildren()) {
      if (Proc.stat(pid).map(ProcStat::zombie).orElse(false)) {
        waitpid(pid);
      } else {
        running.add(pid);
      }
    }
    return running;
  }

  private static void waitpid(long pid) {
    Libc.get().ifPresent(libc -> libc.waitpid(Math.toIntExact(pid), new int[1], Libc.WNOHANG));
  }

  /** Reaps every adopted child that has exited. */
  void reapExited() {
    adopted();
  }

  /** Every adopted child as the kernel lists it now, exited ones too; none when inactive. */
  List<Long> children() {
    return active ? adoptedChildren() : List.of();
  }

  /**
   * The children of this JVM's first thread. Orphans reparented to a subreaper go to its first
   * living thread (the kernel's {@code find_alive_thread}), the leader, which in a JVM only waits
   * for {@code main}'s thread and starts nothing: so these are exactly the adopted orphans, never
   * a process that Java started and will reap itself, except one whose starting thread has ended.
   */
  private static List<Long> adoptedChildren() {
    List<Long> children = new ArrayList<>(Proc.children(Proc.self(), Proc.self()));
    // The guard is adopted too when the thread that started it ends; it is no command's.
    DriverGuard.pid().ifPresent(children::remove);
    return children;
  }
}
