package jsonmark.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses {@code --size} values: a number and a unit, {@code 100MB}, {@code 1.5GB}, {@code 64MiB}. */
final class ByteSize {

  private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([KMGTP]i?B|B)?");

  /** The largest size: 1 PB, so the range that errors give is one that every unit can write. */
  static final double MOST = 1e15;

  private ByteSize() {}

  /** The size in bytes; units are decimal (MB = 10^6) or binary (MiB = 2^20), bytes without one. */
  static long parse(String text) {
    Matcher m = SIZE.matcher(text.strip().toUpperCase(Locale.ROOT).replace("IB", "iB"));
    if (!m.matches()) {
      throw new IllegalArgumentException("--size '" + text + "' is not a size: write a number and"
          + " a unit, e.g. 100MB, 1.5GB or 64MiB");
    }
    String unit = m.group(2) == null ? "B" : m.group(2);
    double factor = switch (unit) {
      case "B" -> 1;
      case "KB" -> 1e3;
      case "MB" -> 1e6;
      case "GB" -> 1e9;
      case "TB" -> 1e12;
      case "PB" -> 1e15;
      case "KiB" -> 1L << 10;
      case "MiB" -> 1L << 20;
      case "GiB" -> 1L << 30;
      case "TiB" -> 1L << 40;
      default -> 1L << 50;
    };
    double bytes = Double.parseDouble(m.group(1)) * factor;
    if (bytes < 1 || bytes > MOST) {
      throw new IllegalArgumentException("--size must be between 1 B and 1 PB, not " + text);
    }
    return (long) bytes;
  }
}
