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
    long[] f = new long[3];
    return Digits.fields(line, f)
        ? Optional.of(new SchedStat(f[0], f[1], f[2]))
        : Optional.empty();
  }

  /** The sum of two threads' figures. */
  public SchedStat plus(SchedStat other) {
    return new SchedStat(
        runNanos + other.runNanos, waitNanos + other.waitNanos, timeslices + other.timeslices);
  }
}
