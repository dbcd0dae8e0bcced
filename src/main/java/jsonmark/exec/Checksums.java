package jsonmark.exec;

import java.util.Optional;

/** Reads a deserializer's checksum: the first token of the last non-empty line of its stdout. */
public final class Checksums {

  private Checksums() {}

  public static Optional<String> token(String lastNonEmptyLine) {
    if (lastNonEmptyLine == null || lastNonEmptyLine.isBlank()) {
      return Optional.empty();
    }
    return Optional.of(lastNonEmptyLine.strip().split("\\s+", 2)[0]);
  }

  /** Whether the token is the decimal form of the expected 64-bit sum (a leading + is allowed). */
  public static boolean matches(String token, long expected) {
    try {
      return Long.parseLong(token) == expected;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
