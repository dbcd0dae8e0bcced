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
    // Field bounds by hand, not split(): the samplers parse a stat line per process and reading,
    // mostly in the interpreter, and only 15 of its fields are used.
    int[] starts = new int[FIELDS_AFTER_NAME];
    int[] ends = new int[FIELDS_AFTER_NAME];
    int field = 0;
    int at = close + 2;
    while (field < FIELDS_AFTER_NAME && at < line.length()) {
      int end = line.indexOf(' ', at);
      starts[field] = at;
      ends[field++] = end < 0 ? line.length() : end;
      at = end < 0 ? line.length() : end + 1;
    }
    if (field < FIELDS_AFTER_NAME || ends[0] - starts[0] != 1) {
      return Optional.empty();
    }
    long[] f = new long[FIELDS_AFTER_NAME];
    for (int i = 1; i < FIELDS_AFTER_NAME; i++) {
      f[i] = number(line, starts[i], ends[i]);
      if (f[i] == MALFORMED) {
        return Optional.empty();
      }
    }
    // f[i] is field i + 3 of proc(5).
    return Optional.of(new ProcStat(line.charAt(starts[0]), f[1], f[2], f[3], f[7], f[8], f[9],
        f[10], f[11], f[12], f[13], f[14], f[17], f[19], f[21]));
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

  /** What {@link #number} answers for a field that is no decimal number. */
  private static final long MALFORMED = Long.MIN_VALUE;

  /** The signed decimal number in {@code line[start, end)}, or {@link #MALFORMED}. */
  private static long number(String line, int start, int end) {
    boolean negative = start < end && line.charAt(start) == '-';
    long magnitude = Digits.parse(line, negative ? start + 1 : start, end);
    if (magnitude < 0) {
      return MALFORMED;
    }
    return negative ? -magnitude : magnitude;
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
