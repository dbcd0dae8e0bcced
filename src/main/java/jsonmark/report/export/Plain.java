package jsonmark.report.export;

import java.math.BigDecimal;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Figures as the exports write them: exact decimals, never {@code 1.5E7}, and {@code null} (an
 * empty CSV cell) for a figure that is not known.
 */
final class Plain {

  private Plain() {}

  static BigDecimal of(double value) {
    return Double.isFinite(value) ? BigDecimal.valueOf(value) : null;
  }

  /**
   * The figure as hyperfine's serde_json writes an {@code f64}: with a decimal point even when
   * whole ({@code 15466496.0}, {@code 2.0}), so that a reader sees the same number type.
   */
  static BigDecimal f64(double value) {
    BigDecimal plain = of(value);
    return plain == null || plain.scale() > 0 ? plain : plain.setScale(1);
  }

  static BigDecimal of(OptionalDouble value) {
    return value.isPresent() ? of(value.getAsDouble()) : null;
  }

  static List<BigDecimal> of(List<Double> values) {
    return values.stream().map(Plain::of).toList();
  }

  /** The text of a CSV cell: the decimal, or empty. */
  static String text(double value) {
    BigDecimal plain = of(value);
    return plain == null ? "" : plain.toPlainString();
  }

  static String text(OptionalDouble value) {
    return value.isPresent() ? text(value.getAsDouble()) : "";
  }
}
