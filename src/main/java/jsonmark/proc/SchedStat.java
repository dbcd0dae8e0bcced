package jsonmark.proc;

import java.util.Optional;

/**
 * One thread's {@code /proc/PID/task/TID/schedstat}: how long it ran, how long it was runnable
 * but waited for a CPU, and on how many timeslices it ran. {@code /proc/PID/schedstat} alone is
 * only the main thread's, so a process's figures are the sum over its tasks.
 *
 * @param runNanos time spent on a CPU
 * @param waitNanos time spent waiting on a run queue
 * @param timeslices timeslices run on a CPU
 */
public record SchedStat(long runNanos, long waitNanos, long timeslices) {

  /** Parses the file's one line of three numbers; empty when it is malformed. */
  public static Optional<SchedStat> parse(String line) {
    String[] f = line.trim().split("\\s+");
    if (f.length < 3) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new SchedStat(Long.parseLong(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2])));
    } catch (NumberFormatException malformed) {
      return Optional.empty();
    }
  }

  /** The sum of two threads' figures. */
  public SchedStat plus(SchedStat other) {
    return new SchedStat(
        runNanos + other.runNanos, waitNanos + other.waitNanos, timeslices + other.timeslices);
  }
}
