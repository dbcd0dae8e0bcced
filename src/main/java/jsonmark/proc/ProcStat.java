package jsonmark.proc;

import java.util.Optional;

/**
 * The fields of {@code /proc/PID/stat} (or {@code /proc/PID/task/TID/stat}) that the driver uses,
 * numbered as in proc(5). CPU times and {@code starttime} are in clock ticks ({@link
 * Proc#clockTicksPerSecond()}), {@code rss} in pages.
 *
 * @param state field 3: R, S, D, T, t, Z, X, I...
 */
public record ProcStat(
    char state,
    long ppid,
    long pgrp,
    long session,
    long minflt,
    long cminflt,
    long majflt,
    long cmajflt,
    long utime,
    long stime,
    long cutime,
    long cstime,
    long numThreads,
    long starttime,
    long rssPages) {

  /** Fields 3 to 24 are needed; a stat line always has at least 44. */
  private static final int FIELDS_AFTER_NAME = 22;

  /**
   * Parses one stat line; empty when it is cut short or malformed. The command name (field 2) is
   * in parentheses and may itself hold spaces and ')', so fields are counted from its last ')'.
   */
  public static Optional<ProcStat> parse(String line) {
    int close = line.lastIndexOf(')');
    if (close < 0 || close + 2 > line.length()) {
      return Optional.empty();
    }
    String[] f = line.substring(close + 2).trim().split(" ");
    if (f.length < FIELDS_AFTER_NAME || f[0].length() != 1) {
      return Optional.empty();
    }
    try {
      // f[i] is field i + 3 of proc(5).
      return Optional.of(
          new ProcStat(
              f[0].charAt(0),
              Long.parseLong(f[1]),
              Long.parseLong(f[2]),
              Long.parseLong(f[3]),
              Long.parseLong(f[7]),
              Long.parseLong(f[8]),
              Long.parseLong(f[9]),
              Long.parseLong(f[10]),
              Long.parseLong(f[11]),
              Long.parseLong(f[12]),
              Long.parseLong(f[13]),
              Long.parseLong(f[14]),
              Long.parseLong(f[17]),
              Long.parseLong(f[19]),
              Long.parseLong(f[21])));
    } catch (NumberFormatException malformed) {
      return Optional.empty();
    }
  }

  /** Whether the process has exited and only waits to be reaped (Z), or is being torn down (X). */
  public boolean exited() {
    return state == 'Z' || state == 'X';
  }

  /** Whether it is a zombie, which only its parent can clear by reaping it. */
  public boolean zombie() {
    return state == 'Z';
  }

  /** Whether it is stopped by a signal (T) or a tracer (t). */
  public boolean stopped() {
    return state == 'T' || state == 't';
  }
}
