package jsonmark.proc;

import java.util.Optional;
import java.util.OptionalLong;

/** Reads one number of a {@code key: value} file such as {@code status} or {@code io}. */
final class KeyValues {

  private KeyValues() {}

  /** The number on the line that starts with {@code key}, as the file gives it. */
  static OptionalLong number(String text, String key) {
    return value(text, key).map(KeyValues::parse).orElse(OptionalLong.empty());
  }

  /** Like {@link #number} for a {@code status} line that ends in " kB". */
  static OptionalLong kib(String text, String key) {
    return value(text, key)
        .filter(value -> value.endsWith(" kB"))
        .map(value -> parse(value.substring(0, value.length() - 3)))
        .orElse(OptionalLong.empty());
  }

  /** The rest of the line that starts with {@code key}, trimmed; empty without such a line. */
  static Optional<String> value(String text, String key) {
    int line = 0;
    if (!text.startsWith(key)) {
      line = text.indexOf("\n" + key) + 1;
      if (line == 0) {
        return Optional.empty();
      }
    }
    int from = line + key.length();
    int end = text.indexOf('\n', from);
    return Optional.of(text.substring(from, end < 0 ? text.length() : end).trim());
  }

  private static OptionalLong parse(String digits) {
    try {
      return OptionalLong.of(Long.parseLong(digits.trim()));
    } catch (NumberFormatException malformed) {
      return OptionalLong.empty();
    }
  }
}
