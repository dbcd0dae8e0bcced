package jsonmark.exec;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcStat;

/**
 * One command's whole process tree, and how to end it. The command runs in a session of its own
 * (via {@code setsid}), so its process group reaches descendants whose parent has exited; the
 * descendants of the root are signalled one by one for those that moved to a group of their own;
 * and with a {@link Subreaper}, what left the tree entirely ({@code setsid} plus a double fork) is
 * found among the driver's adopted children. Commons Exec's stock destroyer and watchdog only
 * call {@link Process#destroy()} on the direct child, which leaves all of these running.
 */
final class ProcessTree {

  /** How long a killed process may take to disappear before the driver moves on. */
  private static final Duration REAP = Duration.ofSeconds(1);

  private static final long POLL_MILLIS = 20;

  private final ProcessHandle root;
  private final Subreaper subreaper;

  ProcessTree(ProcessHandle root, Subreaper subreaper) {
    this.root = root;
    this.subreaper = subreaper;
  }

  /**
   * TERM to every process of the tree, then KILL to whatever is still running after {@code
   * grace}; returns once all are gone (or after a last second), adopted ones reaped.
   */
  synchronized void kill(Duration grace) {
    List<Long> tree = members(true);
    signalGroup(Libc.SIGTERM);
    tree.forEach(pid -> signal(pid, Libc.SIGTERM));
    awaitExit(tree, grace);
    Set<Long> survivors = new LinkedHashSet<>(tree);
    survivors.addAll(members(true));
    signalGroup(Libc.SIGKILL);
    survivors.forEach(pid -> signal(pid, Libc.SIGKILL));
    awaitExit(List.copyOf(survivors), REAP);
  }

  /**
   * Processes of the tree still running after its root exited, each described by pid and command
   * line; they are killed before this returns. Waits for a kill under way (a timeout) to finish.
   */
  synchronized List<String> killLeftovers(Duration grace) {
    List<Long> left = members(false);
    if (left.isEmpty()) {
      subreaper.reapExited();
      return List.of();
    }
    List<String> names = left.stream().map(ProcessTree::describe).toList();
    kill(grace);
    return names;
  }

  /**
   * The running pids of the tree: the root's descendants, its process group, and what the driver
   * adopted with their descendants; the root itself too when {@code withRoot}.
   */
  private List<Long> members(boolean withRoot) {
    Set<Long> pids = new LinkedHashSet<>();
    root.descendants().forEach(h -> pids.add(h.pid()));
    if (groupAlive()) {
      ProcessHandle.allProcesses()
          .filter(h -> Proc.stat(h.pid()).map(ProcStat::pgrp).orElse(-1L) == root.pid())
          .forEach(h -> pids.add(h.pid()));
    }
    for (long adopted : subreaper.adopted()) {
      pids.add(adopted);
      ProcessHandle.of(adopted).ifPresent(h -> h.descendants().forEach(d -> pids.add(d.pid())));
    }
    pids.remove(ProcessHandle.current().pid());
    if (withRoot) {
      pids.add(root.pid());
    } else {
      pids.remove(root.pid());
    }
    List<Long> running = new ArrayList<>();
    for (long pid : pids) {
      if (running(pid)) {
        running.add(pid);
      }
    }
    return running;
  }

  /** Whether some process is left in the root's group (a background job of its shell, say). */
  private boolean groupAlive() {
    return Libc.get().map(libc -> libc.kill(-Math.toIntExact(root.pid()), 0) == 0).orElse(false);
  }

  private void signalGroup(int signal) {
    Libc.get().ifPresent(libc -> libc.kill(-Math.toIntExact(root.pid()), signal));
  }

  private static void signal(long pid, int signal) {
    if (Libc.get().isPresent()) {
      Libc.get().get().kill(Math.toIntExact(pid), signal);
    } else {
      ProcessHandle.of(pid)
          .ifPresent(h -> {
            if (signal == Libc.SIGKILL) {
              h.destroyForcibly();
            } else {
              h.destroy();
            }
          });
    }
  }

  private void awaitExit(List<Long> pids, Duration grace) {
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

  /** Whether {@code pid} exists and has not exited (a zombie only waits to be reaped). */
  private static boolean running(long pid) {
    return Proc.stat(pid)
        .map(stat -> !stat.exited())
        .orElseGet(() -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
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
