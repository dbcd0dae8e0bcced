package jsonmark.profile;

import java.util.OptionalLong;

/**
 * One look at a process tree.
 *
 * @param atNanos when the CPU times were read, on {@link System#nanoTime()}'s scale
 * @param cpuSeconds cumulative user + system CPU time of the live processes and of the children
 *     they have waited for
 * @param rssBytes summed resident set size of the live processes (an exiting one holds none)
 * @param peakRssBytes summed peak RSS (VmHWM) of the live processes, empty where not available
 * @param processes how many processes were alive: one exiting is not (a zombie, or one that has
 *     already released its memory), so a tree whose processes have all exited reads 0 even
 *     before they are reaped
 * @param threads how many threads the tree's processes had, zombies' included: at most that many
 *     cores' worth of CPU time can have been used
 */
record TreeReading(
    long atNanos,
    double cpuSeconds,
    long rssBytes,
    OptionalLong peakRssBytes,
    int processes,
    int threads) {

  /** A tree with nothing alive, seen at {@code atNanos}. */
  static TreeReading empty(long atNanos) {
    return new TreeReading(atNanos, 0, 0, OptionalLong.empty(), 0, 0);
  }
}
