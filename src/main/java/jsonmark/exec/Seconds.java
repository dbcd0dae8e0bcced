package jsonmark.exec;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Seconds written as a user types them ({@code 1}, {@code 1.5}, {@code 0.0001}, never
 * {@code 1.0E-4}).
 */
public final class Seconds {

  private Seconds() {}

  /** Up to six decimals, trailing zeros dropped, plain notation below 10^9 ({@code 1E+300} above). */
  public static String text(double seconds) {
    if (!Double.isFinite(seconds)) {
      return String.valueOf(seconds);
    }
    if (Math.abs(seconds) >= 1e9) {
      return BigDecimal.valueOf(seconds).stripTrailingZeros().toString();
    }
    BigDecimal value = BigDecimal.valueOf(seconds).setScale(6, RoundingMode.HALF_UP);
    String plain = value.stripTrailingZeros().toPlainString();
    return plain.equals("0") && seconds > 0 ? "0.000001" : plain;
  }
}
