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
    long[] n = new long[8];
    int count = KeyValues.value(text, "cpu ").map(line -> Digits.upTo(line, n)).orElse(-1);
    if (count < 7) {
      return Optional.empty();
    }
    return Optional.of(new CpuTimes(n[0], n[1], n[2], n[3], n[4], n[5], n[6],
        count > 7 ? OptionalLong.of(n[7]) : OptionalLong.empty()));
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
