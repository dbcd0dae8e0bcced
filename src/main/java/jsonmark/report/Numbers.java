package jsonmark.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * Number formatting and rounding for the result files of every subcommand: never the default
 * locale, {@code n/a} (or null) when unknown, half up.
 */
public final class Numbers {

  public static final String NOT_AVAILABLE = "n/a";

  private Numbers() {}

  /** {@code value} with {@code decimals} decimals, or {@code n/a} when it is not finite. */
  public static String fixed(double value, int decimals) {
    if (!Double.isFinite(value)) {
      return NOT_AVAILABLE;
    }
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  /** What a count per record or per byte reads when the runs counted fewer than the start-up. */
  public static final String BELOW_STARTUP = "below start-up";

  /**
   * {@code 0.995 %}: the spread of a command's instruction counts, as every view writes it (to
   * the thousandth of a percent, so that the 0.1 % threshold and a spread near it read apart).
   */
  public static String spread(double percent) {
    return String.format(java.util.Locale.ROOT, "%.3f %%", percent);
  }

  /**
   * A count per record or per byte, (mean − start-up) over the records or bytes, in {@code
   * format}: {@link #BELOW_STARTUP} when it is below zero, for a program whose runs on the data
   * executed fewer instructions than on the empty file (cat handing the copy to the kernel) has
   * no count per record to show, and −1 would read as one.
   */
  public static String perUnit(double value, String format) {
    return value < 0 ? BELOW_STARTUP : String.format(Locale.ROOT, format, value);
  }

  /**
   * A rate (MB/s) with three significant digits, and at least one decimal: {@code 245.7},
   * {@code 13.5}, {@code 0.0263} for a file so small that a whole-process rate is tiny, never
   * {@code 0.0}; {@code n/a} when not finite.
   */
  public static String rate(double value) {
    if (!Double.isFinite(value) || value <= 0) {
      return fixed(value, 1);
    }
    int decimals = Math.max(1, Math.min(6, 2 - (int) Math.floor(Math.log10(value))));
    return fixed(value, decimals);
  }

  public static String rate(OptionalDouble value) {
    return value.isPresent() ? rate(value.getAsDouble()) : NOT_AVAILABLE;
  }

  public static String fixed(OptionalDouble value, int decimals) {
    return value.isPresent() ? fixed(value.getAsDouble(), decimals) : NOT_AVAILABLE;
  }

  /** {@code value} rounded for Jackson to write as a plain number; null when not finite. */
  public static BigDecimal decimal(double value, int decimals) {
    if (!Double.isFinite(value)) {
      return null;
    }
    return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
  }

  public static BigDecimal decimal(OptionalDouble value, int decimals) {
    return value.isPresent() ? decimal(value.getAsDouble(), decimals) : null;
  }

  /** {@code value} rounded as {@link #decimal} rounds it, as a double; null when not finite. */
  public static Double rounded(double value, int decimals) {
    BigDecimal rounded = decimal(value, decimals);
    return rounded == null ? null : rounded.doubleValue();
  }

  /** {@code 5} rather than {@code 5.0}: a setting as the user wrote it; {@code ?} if not finite. */
  public static String plain(double value) {
    return Double.isFinite(value)
        ? BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() : "?";
  }
}
