package jsonmark.exec;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcIo;

/**
 * Counts the bytes a command's process tree read, without watching it run: when a parent reaps
 * a child, Linux adds the child's read counters (its own and those of every child it reaped in
 * turn) into the parent's, and the driver, the command's parent and the subreaper of its orphans,
 * reaps the whole tree. So the tree's reads are the growth of the driver's own {@code
 * /proc/self/io} over the run less what the driver's threads read meanwhile: the growth of each
 * thread alive at the end ({@code /proc/self/task/TID/io}; all of it for one born during the
 * run, such as a sampler's first run), and the command's output, which the driver read from the
 * pipes and counted. Both readings are taken outside the timed span, before the spawn and after
 * the output is drained, so the run pays nothing for them.
 */
final class ReadMeter {

  private final long totalBefore;
  private final Map<Long, Long> threadsBefore;

  private ReadMeter(long totalBefore, Map<Long, Long> threadsBefore) {
    this.totalBefore = totalBefore;
    this.threadsBefore = threadsBefore;
  }

  /** Whether reads can be counted here: {@code /proc/self/io} can be read. */
  static boolean available() {
    return total().isPresent();
  }

  /** Starts counting; empty where {@code /proc/self/io} cannot be read (no Linux, no /proc). */
  static Optional<ReadMeter> start() {
    // The total first, then the threads, at both ends: the meter's own reads then cancel out.
    Optional<Long> total = total();
    Map<Long, Long> threads = threads();
    return total.map(before -> new ReadMeter(before, threads));
  }

  /**
   * What the tree read since {@link #start()}, once it is gone and reaped; empty when a reading
   * failed. {@code outputBytes} is what the driver read of the command's stdout and stderr.
   */
  Optional<Long> stop(long outputBytes) {
    Optional<Long> total = total();
    Map<Long, Long> threadsAfter = threads();
    return total.map(after -> treeBytes(totalBefore, after, threadsBefore, threadsAfter,
        outputBytes));
  }

  /**
   * The pure accounting: the process's growth less what the driver's own threads read. Those are
   * the threads alive at the end (their growth, or all they read when born during the run) and
   * the output, read by drain threads that may be among them or already gone; as which it is
   * cannot be told, the larger of the two is subtracted, never their sum: the figure may be high
   * by the smaller (a few KB of /proc, or a few lines of output), never low. A reader thread
   * born and ended within the run would count as the tree's, so the driver keeps none: its
   * samplers and watchers live as long as it does. Never below 0.
   */
  static long treeBytes(
      long totalBefore, long totalAfter, Map<Long, Long> threadsBefore,
      Map<Long, Long> threadsAfter, long outputBytes) {
    long own = 0;
    for (Map.Entry<Long, Long> thread : threadsAfter.entrySet()) {
      Long before = threadsBefore.get(thread.getKey());
      // A smaller count than at the start is a new thread under a reused id: all of it is new.
      own += before == null || thread.getValue() < before
          ? thread.getValue() : thread.getValue() - before;
    }
    return Math.max(0, totalAfter - totalBefore - Math.max(own, outputBytes));
  }

  private static Optional<Long> total() {
    return Proc.io(Proc.self()).map(ProcIo::rchar);
  }

  private static Map<Long, Long> threads() {
    Map<Long, Long> reads = new HashMap<>();
    for (long tid : Proc.threads(Proc.self())) {
      Proc.threadIo(Proc.self(), tid).ifPresent(io -> reads.put(tid, io.rchar()));
    }
    return reads;
  }
}
