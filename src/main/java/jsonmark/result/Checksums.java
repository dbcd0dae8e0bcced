package jsonmark.result;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads a deserializer's checksum: its last non-empty line on stdout, trimmed of whitespace, is
 * ASCII {@code -?[0-9]+} and nothing else, or there is no checksum (SPEC, "The deserializer
 * protocol").
 */
public final class Checksums {

  /** ASCII only: {@code \d} and {@link Long#parseLong} would accept any Unicode digit. */
  private static final Pattern DECIMAL = Pattern.compile("-?[0-9]+");

  private Checksums() {}

  /** The trimmed last non-empty line, or empty when there is none. */
  public static Optional<String> token(String lastNonEmptyLine) {
    if (lastNonEmptyLine == null || lastNonEmptyLine.isBlank()) {
      return Optional.empty();
    }
    return Optional.of(lastNonEmptyLine.strip());
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
