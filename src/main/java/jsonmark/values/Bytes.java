package jsonmark.values;

import java.util.Locale;

/** Names a byte of a bad line for a message: what was found, and the likely mistake. */
final class Bytes {

  private Bytes() {}

  /** {@code '}'} for printable ASCII, {@code U+0001} for a control, else the byte in hex. */
  static String describe(int c) {
    if (c >= 0x21 && c < 0x7f) {
      return "'" + (char) c + "'";
    }
    if (c < 0x80) {
      return String.format(Locale.ROOT, "U+%04X", c);
    }
    return "the non-ASCII byte " + hex(c) + (c == 0xEF ? " (a byte-order mark?)" : "")
        + " outside a string";
  }

  static String hex(int c) {
    return String.format(Locale.ROOT, "0x%02X", c);
  }

  /** What a user most likely meant by {@code c} where a value should start, or "". */
  static String hint(int c) {
    return switch (c) {
      case '\'' -> " (JSON strings take double quotes)";
      case '+' -> " (a JSON number has no '+' sign)";
      case '.' -> " (a JSON number has a digit before its '.')";
      case '/', '#' -> " (JSON has no comments)";
      case 'N', 'I' -> " (NaN and Infinity are not JSON)";
      default -> Character.isLetter(c) && c < 0x80
          ? " (JSON's only words are true, false and null)" : "";
    };
  }
}
