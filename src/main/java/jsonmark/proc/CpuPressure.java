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
    return KeyValues.value(text, "some ").flatMap(CpuPressure::total);
  }

  /** The {@code total=} figure of a line's fields, each {@code key=value}. */
  private static Optional<CpuPressure> total(String fields) {
    int start = fields.startsWith("total=") ? 0 : fields.indexOf(" total=") + 1;
    if (start == 0 && !fields.startsWith("total=")) {
      return Optional.empty();
    }
    start += "total=".length();
    int end = start;
    while (end < fields.length() && !Character.isWhitespace(fields.charAt(end))) {
      end++;
    }
    long micros = Digits.parse(fields, start, end);
    return micros < 0 ? Optional.empty() : Optional.of(new CpuPressure(micros));
  }
}
