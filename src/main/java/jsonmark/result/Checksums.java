package jsonmark.result;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads a deserializer's checksum: its last non-empty line on stdout, trimmed of spaces, tabs and
 * carriage returns only, is ASCII {@code -?[0-9]+} and nothing else, or there is no checksum
 * (docs/protocol.md, "The checksum line").
 */
public final class Checksums {

  /** ASCII only: {@code \d} and {@link Long#parseLong} would accept any Unicode digit. */
  private static final Pattern DECIMAL = Pattern.compile("-?[0-9]+");

  private Checksums() {}

  /**
   * The trimmed last non-empty line, or empty when there is none. Only space, tab and CR are
   * trimmed: {@link String#strip()} would also drop U+001C to U+001F, invisible separators that
   * must fail the run as any other stray character does.
   */
  public static Optional<String> token(String lastNonEmptyLine) {
    if (lastNonEmptyLine == null) {
      return Optional.empty();
    }
    String trimmed = trim(lastNonEmptyLine);
    return trimmed.isEmpty() ? Optional.empty() : Optional.of(trimmed);
  }

  /** {@code line} without the spaces, tabs and carriage returns at either end. */
  public static String trim(String line) {
    int start = 0;
    int end = line.length();
    while (start < end && isTrimmed(line.charAt(start))) {
      start++;
    }
    while (end > start && isTrimmed(line.charAt(end - 1))) {
      end--;
    }
    return line.substring(start, end);
  }

  private static boolean isTrimmed(char c) {
    return c == ' ' || c == '\t' || c == '\r';
  }

  /** Whether the token is exactly the ASCII decimal form of the expected 64-bit sum. */
  public static boolean matches(String token, long expected) {
    if (!DECIMAL.matcher(token).matches()) {
      return false;
    }
    try {
      return Long.parseLong(token) == expected;
    } catch (NumberFormatException e) {
      return false; // beyond 64 bits
    }
  }

  /** The token with invisible and non-ASCII characters shown as escapes, for a message. */
  public static String visible(String token) {
    StringBuilder shown = new StringBuilder();
    token.codePoints().forEach(c -> {
      if (c >= 0x20 && c < 0x7f) {
        shown.appendCodePoint(c);
      } else if (c <= 0xffff) {
        shown.append(String.format("\\u%04x", c));
      } else {
        shown.append(String.format("\\U%08x", c));
      }
    });
    return shown.toString();
  }
}
