package jsonmark.exec;

import java.util.Optional;

/**
 * The CPU time of every child this JVM has reaped, from {@code getrusage(RUSAGE_CHILDREN)}, and a
 * tree's share of it: the difference across one run.
 *
 * <p>Why this and not {@code wait4}'s usage of the root: the kernel adds a process's CPU time, and
 * that of every descendant it waited for, to its parent's count when the parent reaps it. The
 * root is reaped by the JVM's own reaper thread, whose {@code waitpid} gives Java no usage, and a
 * process that outlived its parent (a background job, or one detached by {@code setsid} and a
 * double fork) is adopted by the driver as subreaper ({@link Subreaper}) and reaped by it, never
 * by the root, so no single {@code wait4} sees it. The count of all reaped children sees both,
 * whichever thread reaped them; across a run it grows by the tree's time alone, since the driver
 * reaps nothing else then (its guard lives as long as it does, runtime probes and JMH's forks run
 * outside benchmark runs). Without the subreaper an orphan goes to init, its time with it, so the
 * figure is not given.
 */
final class ReapedChildren {

  private ReapedChildren() {}

  /** The user and system time of every child reaped so far, when libc can say. */
  static Optional<TreeCpu> now() {
    return Libc.get().flatMap(libc -> {
      Libc.Rusage usage = new Libc.Rusage();
      if (libc.getrusage(Libc.RUSAGE_CHILDREN, usage) != 0) {
        return Optional.empty();
      }
      return Optional.of(new TreeCpu(
          seconds(usage.userSeconds.longValue(), usage.userMicros.longValue()),
          seconds(usage.systemSeconds.longValue(), usage.systemMicros.longValue())));
    });
  }

  /** What the children reaped since {@code before} used; empty when either reading is. */
  static Optional<TreeCpu> since(Optional<TreeCpu> before) {
    return before.flatMap(b -> now().map(after -> new TreeCpu(
        after.userSeconds() - b.userSeconds(), after.systemSeconds() - b.systemSeconds())));
  }

  private static double seconds(long seconds, long micros) {
    return seconds + micros / 1e6;
  }
}
