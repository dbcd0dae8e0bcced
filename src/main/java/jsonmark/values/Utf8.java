package jsonmark.values;

/**
 * Decodes one multi-byte UTF-8 character a byte at a time, as RFC 3629 allows it (no overlong
 * form, no encoded surrogate, nothing past U+10FFFF), and says why a byte breaks it.
 */
final class Utf8 {

  private int left;
  private int low;
  private int high;
  private int value;

  /** Starts a character at its lead byte {@code c} (0x80 or more): null, or why it cannot. */
  String start(int c) {
    low = 0x80;
    high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      left = 1;
      value = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
      left = 2;
      value = c & 0x0F;
      low = c == 0xE0 ? 0xA0 : 0x80; // below: an overlong form
      high = c == 0xED ? 0x9F : 0xBF; // above: a surrogate
    } else if (c >= 0xF0 && c <= 0xF4) {
      left = 3;
      value = c & 0x07;
      low = c == 0xF0 ? 0x90 : 0x80; // below: an overlong form
      high = c == 0xF4 ? 0x8F : 0xBF; // above: past U+10FFFF
    } else {
      return c < 0xC0 ? "invalid UTF-8 (a continuation byte where a character starts)"
          : c < 0xC2 ? "invalid UTF-8 (an overlong form)"
          : "invalid UTF-8 (byte " + Bytes.hex(c) + " never appears in it)";
    }
    return null;
  }

  /** The character's next byte: null, or why it cannot be. */
  String next(int c) {
    if (c < low || c > high) {
      return "invalid UTF-8 (" + (c < 0x80 || c > 0xBF ? "a character cut short"
          : high == 0x9F ? "an encoded surrogate"
          : high == 0x8F ? "a code point past U+10FFFF"
          : "an overlong form") + ")";
    }
    value = value << 6 | (c & 0x3F);
    low = 0x80;
    high = 0xBF;
    left--;
    return null;
  }

  /** Whether the character is complete. */
  boolean complete() {
    return left == 0;
  }

  /** The code point, once complete. */
  int codePoint() {
    return value;
  }
}
