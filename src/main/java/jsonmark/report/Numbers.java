package jsonmark.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.OptionalDouble;

/** Number formatting for the result files: never the default locale, {@code n/a} when unknown. */
final class Numbers {

  static final String NOT_AVAILABLE = "n/a";

  private Numbers() {}

  /** {@code value} with {@code decimals} decimals, or {@code n/a} when it is not finite. */
  static String fixed(double value, int decimals) {
    if (!Double.isFinite(value)) {
      return NOT_AVAILABLE;
    }
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  static String fixed(OptionalDouble value, int decimals) {
    return value.isPresent() ? fixed(value.getAsDouble(), decimals) : NOT_AVAILABLE;
  }

  /** {@code value} rounded for Jackson to write as a plain number; null when not finite. */
  static BigDecimal decimal(double value, int decimals) {
    if (!Double.isFinite(value)) {
      return null;
    }
    return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
  }

  static BigDecimal decimal(OptionalDouble value, int decimals) {
    return value.isPresent() ? decimal(value.getAsDouble(), decimals) : null;
  }
}
