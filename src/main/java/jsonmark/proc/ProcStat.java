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
      return Optional.of(new ProcStat(f[0].charAt(0), number(f[1]), number(f[2]), number(f[3]),
          number(f[7]), number(f[8]), number(f[9]), number(f[10]), number(f[11]), number(f[12]),
          number(f[13]), number(f[14]), number(f[17]), number(f[19]), number(f[21])));
    } catch (NumberFormatException malformed) {
      return Optional.empty();
    }
  }

  /**
   * Field 3, the state, of one stat line alone; {@code 0} when the line is cut short. Cheaper than
   * {@link #parse} by the numbers it does not split and parse: the driver asks for its own
   * threads' states (some forty) between every two runs.
   */
  public static char state(String line) {
    int close = line.lastIndexOf(')');
    return close >= 0 && close + 2 < line.length() && line.charAt(close + 1) == ' '
        ? line.charAt(close + 2) : 0;
  }

  private static long number(String field) {
    return Long.parseLong(field);
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
