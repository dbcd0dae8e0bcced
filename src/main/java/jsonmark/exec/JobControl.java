package jsonmark.exec;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import jsonmark.lifecycle.SignalHandlers;
import jsonmark.proc.Proc;

/**
 * Keeps a running command's tree stopped while the driver is: Ctrl-Z (SIGTSTP) stops the driver,
 * and the command, in a session of its own that the terminal's signal never reaches, would run
 * on and finish unseen, its run then timed from the spawn to the moment the driver, continued,
 * looked again. On SIGTSTP the driver freezes every running tree ({@link ProcessTree#suspend}),
 * stops itself as the default action would (so the shell's job control sees an ordinary stop),
 * and when continued lets the trees run again. A run's clock still holds the pause, so every stop
 * is counted ({@link #stops()}), and SIGCONT counts too: a driver stopped by SIGSTOP, which no
 * handler sees, is found out when it is continued. A run during which the count changed is marked
 * suspended ({@link Execution#suspended()}) and must not count.
 *
 * <p>One for the driver's life, installed on the first spawn, since signal dispositions are the
 * process's own (like its subreaper attribute).
 */
final class JobControl {

  /** How long the driver waits for its own stop to come, and go: the kernel may discard it. */
  private static final long STOP_WAIT_NANOS = 250_000_000L;

  private static JobControl process;

  private final Set<ProcessTree> running = ConcurrentHashMap.newKeySet();
  private final AtomicLong stops = new AtomicLong();
  private final AtomicLong continues = new AtomicLong();
  private final Runnable stopSelf;

  /** @param stopSelf stops the driver and returns once it is continued: a stand-in, in tests */
  JobControl(Runnable stopSelf) {
    this.stopSelf = stopSelf;
  }

  private JobControl() {
    this.stopSelf = this::stopThisProcess;
  }

  /**
   * The driver's own, its handlers installed on the first call; where the JVM refuses them, or
   * there is no libc to stop the trees with, the count still sees a SIGCONT when it can.
   */
  static synchronized JobControl process() {
    if (process == null) {
      process = new JobControl();
      process.install();
    }
    return process;
  }

  private void install() {
    SignalHandlers.handle("CONT", number -> {
      continues.incrementAndGet();
      stops.incrementAndGet();
    });
    if (Libc.get().isPresent()) {
      SignalHandlers.handle("TSTP", number -> suspend());
    }
  }

  /** How many times the driver has been stopped so far. */
  long stops() {
    return stops.get();
  }

  /** The tree of a command that has just been spawned, to stop with the driver. */
  void started(ProcessTree tree) {
    running.add(tree);
  }

  /** The same tree, once its run is over. */
  void ended(ProcessTree tree) {
    running.remove(tree);
  }

  /**
   * Whether adopted process {@code pid} is another running tree's, not {@code tree}'s: its
   * session or process group is that tree's root (each command runs in a session of its own).
   * The driver adopts the orphans of every tree that runs side by side ({@code --jobs}); only
   * one that left its tree's session too (setsid) cannot be told apart, and goes to whichever
   * tree looks first.
   */
  boolean anotherTreeOwns(long pid, ProcessTree tree) {
    return Proc.stat(pid).map(stat -> running.stream().anyMatch(other -> other != tree
        && (other.rootPid() == stat.session() || other.rootPid() == stat.pgrp())))
        .orElse(false);
  }

  /** What SIGTSTP does: stop every running tree, stop the driver, and resume them with it. */
  synchronized void suspend() {
    stops.incrementAndGet();
    Map<ProcessTree, Set<Long>> stopped = new LinkedHashMap<>();
    for (ProcessTree tree : running) {
      stopped.put(tree, tree.suspend());
    }
    try {
      stopSelf.run();
    } finally {
      stopped.forEach(ProcessTree::resume);
      stops.incrementAndGet();
    }
  }

  /**
   * Stops the driver with SIGTSTP under its default action, so that its shell sees the usual
   * stop, then takes the signal back. Returns once the driver was continued: SIGCONT's handler
   * counts that, and since it runs only a moment after, or the kernel may discard the stop (as it
   * does in an orphaned process group, which no shell would ever continue), the wait is bounded;
   * a driver that was stopped is past that bound the moment it runs again.
   */
  private void stopThisProcess() {
    long continued = continues.get();
    SignalHandlers.reset("TSTP");
    try {
      Libc.get().ifPresent(libc ->
          libc.kill(Math.toIntExact(ProcessHandle.current().pid()), Libc.SIGTSTP));
      long deadline = System.nanoTime() + STOP_WAIT_NANOS;
      while (continues.get() == continued && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      SignalHandlers.handle("TSTP", number -> suspend());
    }
  }
}
