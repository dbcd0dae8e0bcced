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
    for (String line : text.split("\n")) {
      if (line.startsWith("some ")) {
        for (String field : line.split("\\s+")) {
          if (field.startsWith("total=")) {
            try {
              return Optional.of(new CpuPressure(Long.parseLong(field.substring(6))));
            } catch (NumberFormatException malformed) {
              return Optional.empty();
            }
          }
        }
      }
    }
    return Optional.empty();
  }
}
