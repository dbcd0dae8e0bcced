package jsonmark.proc;

import java.util.Optional;

/**
 * The cumulative figure of {@code /proc/pressure/cpu} (Linux 4.20+ with PSI enabled): how long,
 * in total, at least one runnable task waited for a CPU.
 *
 * @param someTotalMicros the {@code some} line's {@code total=}, in microseconds since boot
 */
public record CpuPressure(long someTotalMicros) {

  /** Parses the file's text; empty when its {@code some} line or total is missing. */
  public static Optional<CpuPressure> parse(String text) {
    int line = text.startsWith("some ") ? 0 : text.indexOf("\nsome ") + 1;
    if (line == 0 && !text.startsWith("some ")) {
      return Optional.empty();
    }
    int lineEnd = text.indexOf('\n', line);
    lineEnd = lineEnd < 0 ? text.length() : lineEnd;
    int total = text.indexOf(" total=", line);
    if (total < 0 || total >= lineEnd) {
      return Optional.empty();
    }
    int start = total + " total=".length();
    int end = start;
    while (end < lineEnd && !Character.isWhitespace(text.charAt(end))) {
      end++;
    }
    long micros = Digits.parse(text, start, end);
    return micros < 0 ? Optional.empty() : Optional.of(new CpuPressure(micros));
  }
}
