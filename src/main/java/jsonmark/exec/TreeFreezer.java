package jsonmark.exec;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongPredicate;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcStat;

/**
 * Finds every process of one command's tree and stops it (SIGSTOP) the moment it is found, round
 * after round, until a round finds no new one. A stopped process cannot fork, so a tree that keeps
 * spawning (a chain of {@code setsid} children, each forking the next and exiting at once) is held
 * still before it is killed; a list taken first and signalled afterwards is always one step behind
 * such a chain, whose newest link is born, and adopted by the subreaper, while the list is read.
 * Stopped processes are resumed by the TERM and KILL that end them, or, when the driver stopped
 * them because it was stopped itself ({@link JobControl}), once it is continued.
 */
final class TreeFreezer {

  /** A bound on rounds, each of which found at least one new process: never reached in practice. */
  private static final int MAX_ROUNDS = 100_000;

  private static final boolean WALK_PROC = Proc.treeReadable();

  private final ProcessHandle root;
  private final Subreaper subreaper;
  private final LongPredicate others;

  /** @param others whether an adopted process belongs to another tree running beside this one */
  TreeFreezer(ProcessHandle root, Subreaper subreaper, LongPredicate others) {
    this.root = root;
    this.subreaper = subreaper;
    this.others = others;
  }

  /**
   * Stops the tree: the root's descendants, its process group, and what the driver adopted with
   * their descendants; the root too when {@code withRoot}. Returns the stopped processes that have
   * not exited, in the order found. Zombies among the adopted ones are reaped at the end, not
   * before: a zombie keeps its pid, so no new process can reuse a pid this walk has seen.
   */
  Set<Long> freeze(boolean withRoot) {
    Set<Long> seen = new HashSet<>(List.of(ProcessHandle.current().pid()));
    Set<Long> stopped = new LinkedHashSet<>();
    for (int round = 0; round < MAX_ROUNDS; round++) {
      if (!stopRound(withRoot, seen, stopped)) {
        break;
      }
    }
    subreaper.reapExited();
    return stopped;
  }

  /**
   * One walk of the tree, stopping each process the moment it is first seen, before anything is
   * read of it; whether any pid was new, even one that had already exited (an adopted zombie is
   * a link of a chain whose next link may not have been seen yet).
   */
  private boolean stopRound(boolean withRoot, Set<Long> seen, Set<Long> stopped) {
    // The group first, in one call: its members cannot fork while the walk below looks for them.
    Signals.group(root.pid(), Libc.SIGSTOP);
    Deque<Long> queue = new ArrayDeque<>();
    subreaper.children().stream().filter(pid -> !others.test(pid)).forEach(queue::add);
    if (root.isAlive()) {
      queue.add(root.pid());
    }
    // A process stopped in an earlier round may have forked just before its stop took effect.
    stopped.forEach(pid -> queue.addAll(children(pid)));
    if (Signals.groupAlive(root.pid())) {
      ProcessHandle.allProcesses()
          .filter(h -> Proc.stat(h.pid()).map(ProcStat::pgrp).orElse(-1L) == root.pid())
          .forEach(h -> queue.add(h.pid()));
    }
    boolean grew = false;
    while (!queue.isEmpty()) {
      long pid = queue.poll();
      if (!seen.add(pid)) {
        continue;
      }
      grew = true;
      boolean spared = pid == root.pid() && !withRoot;
      if (!spared) {
        Signals.send(pid, Libc.SIGSTOP);
      }
      if (!spared && ProcessTree.running(pid)) {
        stopped.add(pid);
      }
      queue.addAll(children(pid));
    }
    return grew;
  }

  private static List<Long> children(long pid) {
    if (WALK_PROC) {
      return Proc.children(pid);
    }
    return ProcessHandle.of(pid)
        .map(h -> h.children().map(ProcessHandle::pid).toList())
        .orElse(List.of());
  }
}
