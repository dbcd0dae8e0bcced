package jsonmark.log;

import java.util.Locale;
import java.util.OptionalInt;

/**
 * A text from outside the driver (a name, a file name, a program's output) as it may be shown on
 * one line of a log or a table: the characters that would end the line, reorder it (U+202E turns
 * the rest of a line around) or not show at all (with U+200B between its letters, "ab" looks like "ab") written
 * as {@code \\uXXXX}. Those are Unicode's control (Cc), format (Cf), line and paragraph separator
 * (Zl, Zp), private-use (Co), surrogate (Cs) and unassigned (Cn) characters.
 */
public final class OneLine {

  private OneLine() {}

  /** The first code point of {@code text} that cannot be shown as it is, if any. */
  public static OptionalInt firstHidden(String text) {
    return text.codePoints().filter(OneLine::hidden).findFirst();
  }

  /** {@code text} with every code point that cannot be shown as it is written as \\uXXXX. */
  public static String escaped(String text) {
    StringBuilder shown = new StringBuilder(text.length());
    text.codePoints().forEach(c -> {
      if (hidden(c)) {
        for (char unit : Character.toChars(c)) {
          shown.append(String.format(Locale.ROOT, "\\u%04x", (int) unit));
        }
      } else {
        shown.appendCodePoint(c);
      }
    });
    return shown.toString();
  }

  /**
   * What a hidden code point is, for a message: {@code U+200B ZERO WIDTH SPACE, an invisible
   * format character}.
   */
  public static String described(int codePoint) {
    String name = Character.getName(codePoint);
    return String.format(Locale.ROOT, "U+%04X", codePoint) + (name == null ? "" : " " + name)
        + ", " + kind(codePoint);
  }

  /** Whether {@code codePoint} cannot be shown as it is on one line. */
  static boolean hidden(int codePoint) {
    return switch (Character.getType(codePoint)) {
      case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR, Character.PRIVATE_USE, Character.SURROGATE,
          Character.UNASSIGNED -> true;
      default -> false;
    };
  }

  private static String kind(int codePoint) {
    return switch (Character.getType(codePoint)) {
      case Character.CONTROL -> "a control character";
      case Character.FORMAT -> "an invisible format character";
      case Character.LINE_SEPARATOR -> "a line separator";
      case Character.PARAGRAPH_SEPARATOR -> "a paragraph separator";
      case Character.PRIVATE_USE -> "a private-use character";
      case Character.SURROGATE -> "half of a surrogate pair";
      case Character.UNASSIGNED -> "unassigned in Unicode";
      default -> "a visible character";
    };
  }
}
