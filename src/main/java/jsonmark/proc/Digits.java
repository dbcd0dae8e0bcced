package jsonmark.proc;

/**
 * Parses the unsigned decimal numbers of {@code /proc} files by hand: no regular expression, no
 * substring, on the path the samplers take many times a second while a command runs.
 */
final class Digits {

  private Digits() {}

  /**
   * The number written in {@code text[start, end)}; -1 when that range is empty, holds anything
   * but ASCII digits, or overflows a long.
   */
  static long parse(CharSequence text, int start, int end) {
    if (start >= end) {
      return -1;
    }
    long value = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9' || value > (Long.MAX_VALUE - (c - '0')) / 10) {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  /**
   * The first {@code out.length} blank-separated numbers of {@code text} into {@code out};
   * false when there are fewer or one is not a number.
   */
  static boolean fields(CharSequence text, long[] out) {
    return upTo(text, out) == out.length;
  }

  /**
   * The blank-separated numbers of {@code text} into {@code out}, at most {@code out.length}:
   * how many there were, or -1 when one is not a number.
   */
  static int upTo(CharSequence text, long[] out) {
    int i = 0;
    int length = text.length();
    for (int field = 0; field < out.length; field++) {
      while (i < length && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < length && !Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (start == length) {
        return field;
      }
      out[field] = parse(text, start, i);
      if (out[field] < 0) {
        return -1;
      }
    }
    return out.length;
  }
}
