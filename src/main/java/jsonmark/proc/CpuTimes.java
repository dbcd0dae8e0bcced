package jsonmark.proc;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * The machine-wide {@code cpu} line of {@code /proc/stat}: time summed over all CPUs since boot,
 * in clock ticks ({@link Proc#clockTicksPerSecond()}). Guest time is already inside {@code user}.
 *
 * @param steal time a hypervisor gave to other guests while this one wanted to run; empty on
 *     kernels before 2.6.11
 */
public record CpuTimes(
    long user,
    long nice,
    long system,
    long idle,
    long iowait,
    long irq,
    long softirq,
    OptionalLong steal) {

  /** Parses the text of {@code /proc/stat}; empty when it has no well-formed {@code cpu} line. */
  public static Optional<CpuTimes> parse(String text) {
    for (String line : text.split("\n")) {
      if (line.startsWith("cpu ")) {
        return parseLine(line.substring(4).trim().split("\\s+"));
      }
    }
    return Optional.empty();
  }

  private static Optional<CpuTimes> parseLine(String[] f) {
    if (f.length < 7) {
      return Optional.empty();
    }
    try {
      long[] n = new long[Math.min(f.length, 8)];
      for (int i = 0; i < n.length; i++) {
        n[i] = Long.parseLong(f[i]);
      }
      return Optional.of(
          new CpuTimes(
              n[0], n[1], n[2], n[3], n[4], n[5], n[6],
              n.length > 7 ? OptionalLong.of(n[7]) : OptionalLong.empty()));
    } catch (NumberFormatException malformed) {
      return Optional.empty();
    }
  }

  /** The ticks in which a CPU ran something (any program, the kernel) or was stolen. */
  public long busy() {
    return user + nice + system + irq + softirq + steal.orElse(0);
  }

  /** Every tick counted, busy or idle: the denominator of a share such as steal. */
  public long total() {
    return user + nice + system + idle + iowait + irq + softirq + steal.orElse(0);
  }
}
