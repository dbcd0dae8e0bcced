package jsonmark.report;

import java.util.stream.Collectors;

/**
 * Text as a terminal lays it out: in columns, not chars. A wide character (CJK, most emoji) takes
 * two columns, a combining mark or a control character none, and an ANSI colour sequence none;
 * so a line cut to fit is cut where the terminal would show its end.
 */
public final class TerminalText {

  /** What stands for the text cut out. */
  public static final String CUT = "…";

  private TerminalText() {}

  /** The columns {@code text} takes on a terminal. */
  public static int width(String text) {
    int columns = 0;
    for (int i = 0; i < text.length(); ) {
      int escape = escapeLength(text, i);
      if (escape > 0) {
        i += escape;
        continue;
      }
      int point = text.codePointAt(i);
      columns += columns(point);
      i += Character.charCount(point);
    }
    return columns;
  }

  /** The columns the widest line of {@code text} takes. */
  public static int widest(String text) {
    return text.lines().mapToInt(TerminalText::width).max().orElse(0);
  }

  /** Every line of {@code text} within {@code cap} columns, each ending in a newline. */
  public static String ends(String text, int cap) {
    return text.lines().map(line -> end(line, cap))
        .collect(Collectors.joining("\n", "", "\n"));
  }

  /** {@code text} within {@code cap} columns, its end replaced by {@link #CUT} if need be. */
  public static String end(String text, int cap) {
    if (width(text) <= cap) {
      return text;
    }
    return cap <= 0 ? "" : head(text, cap - 1) + CUT;
  }

  /** {@code text} (plain, no colour) within {@code cap} columns, its middle cut if need be. */
  public static String middle(String text, int cap) {
    if (width(text) <= cap) {
      return text;
    }
    if (cap <= 1) {
      return end(text, cap);
    }
    int headColumns = (cap - 1) / 2;
    return head(text, headColumns) + CUT + tail(text, cap - 1 - headColumns);
  }

  /** The longest start of {@code text} within {@code cap} columns, colour sequences kept. */
  private static String head(String text, int cap) {
    int columns = 0;
    int i = 0;
    while (i < text.length()) {
      int escape = escapeLength(text, i);
      if (escape > 0) {
        i += escape;
        continue;
      }
      int point = text.codePointAt(i);
      if (columns + columns(point) > cap) {
        break;
      }
      columns += columns(point);
      i += Character.charCount(point);
    }
    return text.substring(0, i);
  }

  /** The longest end of {@code text} (plain text) within {@code cap} columns. */
  private static String tail(String text, int cap) {
    int columns = 0;
    int i = text.length();
    while (i > 0) {
      int point = text.codePointBefore(i);
      if (columns + columns(point) > cap) {
        break;
      }
      columns += columns(point);
      i -= Character.charCount(point);
    }
    return text.substring(i);
  }

  /** The length of the ANSI CSI sequence ({@code ESC [ ... letter}) at {@code i}, else 0. */
  private static int escapeLength(String text, int i) {
    if (text.charAt(i) != '\033' || i + 1 >= text.length() || text.charAt(i + 1) != '[') {
      return 0;
    }
    int j = i + 2;
    while (j < text.length() && (text.charAt(j) < '@' || text.charAt(j) > '~')) {
      j++;
    }
    return Math.min(j + 1, text.length()) - i;
  }

  /** The columns of one code point: 0, 1 or 2, as wcwidth gives them for the common cases. */
  static int columns(int point) {
    int type = Character.getType(point);
    if (point == 0x200B || type == Character.NON_SPACING_MARK
        || type == Character.ENCLOSING_MARK || type == Character.FORMAT
        || Character.isISOControl(point)) {
      return 0;
    }
    return wide(point) ? 2 : 1;
  }

  /** East Asian wide and full-width characters, and the emoji blocks. */
  private static boolean wide(int point) {
    return point >= 0x1100 && point <= 0x115F
        || point >= 0x2E80 && point <= 0xA4CF && point != 0x303F
        || point >= 0xAC00 && point <= 0xD7A3
        || point >= 0xF900 && point <= 0xFAFF
        || point >= 0xFE30 && point <= 0xFE4F
        || point >= 0xFF00 && point <= 0xFF60
        || point >= 0xFFE0 && point <= 0xFFE6
        || point >= 0x1F300 && point <= 0x1F64F
        || point >= 0x1F900 && point <= 0x1F9FF
        || point >= 0x20000 && point <= 0x3FFFD;
  }
}
