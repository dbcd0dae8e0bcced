package jsonmark.env;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The stable facts of a machine beyond its model: the CPU features that change which code a
 * parser runs (so a series on a machine with AVX-512 is not one without it), and whether it runs
 * in a virtual machine or a container. Never a clock speed: that changes between reboots.
 */
public final class MachineTraits {

  /**
   * The feature flags that select code paths in JSON parsers (simdjson's kernels, the JIT's
   * intrinsics): vector extensions, bit manipulation, carry-less multiply, CRC, and ARM's.
   */
  private static final Pattern CODE_PATH = Pattern.compile(
      "sse4_[12]|ssse3|avx|avx2|avx512[a-z0-9_]*|avx_vnni|bmi[12]|fma|f16c|popcnt|lzcnt|abm"
          + "|pclmulqdq|vpclmulqdq|aes|vaes|sha_ni|gfni|asimd|sve|sve2|crc32|pmull|atomics");

  private MachineTraits() {}

  /** The code-path flags of this machine's CPU, sorted; empty where /proc/cpuinfo is absent. */
  public static List<String> cpuFlags() {
    return cpuFlags(read(Path.of("/proc/cpuinfo")));
  }

  /** The code-path flags named on the first {@code flags} (x86) or {@code Features} (ARM) line. */
  static List<String> cpuFlags(String cpuinfo) {
    for (String line : cpuinfo.split("\n")) {
      String key = line.split(":", 2)[0].trim();
      if ((key.equals("flags") || key.equals("Features")) && line.contains(":")) {
        TreeSet<String> flags = new TreeSet<>();
        for (String flag : line.split(":", 2)[1].trim().split("\\s+")) {
          if (CODE_PATH.matcher(flag).matches()) {
            flags.add(flag.toLowerCase(Locale.ROOT));
          }
        }
        return List.copyOf(flags);
      }
    }
    return List.of();
  }

  /**
   * {@code none}, {@code vm} (the CPU says a hypervisor runs it), {@code container}, or both
   * joined by {@code +}.
   */
  public static String virtualization() {
    return virtualization(read(Path.of("/proc/cpuinfo")),
        Files.exists(Path.of("/.dockerenv")) || Files.exists(Path.of("/run/.containerenv")));
  }

  static String virtualization(String cpuinfo, boolean container) {
    boolean vm = Pattern.compile("(?m)^flags\\s*:.*\\bhypervisor\\b").matcher(cpuinfo).find();
    return vm && container ? "vm+container" : vm ? "vm" : container ? "container" : "none";
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }
}
