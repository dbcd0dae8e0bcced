package jsonmark.exec;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;

/**
 * Seconds as a user types them: read from an option as a timeout, and written back as typed
 * ({@code 1}, {@code 1.5}, {@code 0.0001}, never {@code 1.0E-4}).
 */
public final class Seconds {

  /** A year: longer is surely a typo, and more than a Duration of nanoseconds can hold. */
  public static final long MAX_TIMEOUT = 365L * 24 * 3600;

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

  /**
   * The timeout that {@code option} gives, for every command that takes one.
   *
   * @throws IllegalArgumentException with a one-line message naming {@code option}, when the
   *     value is not a positive number of seconds up to a year
   */
  public static Duration timeout(String option, double seconds) {
    if (!(seconds > 0) || Double.isInfinite(seconds)) {
      throw new IllegalArgumentException(
          option + " must be a positive number of seconds, not " + text(seconds));
    }
    if (seconds > MAX_TIMEOUT) {
      throw new IllegalArgumentException(option + " must be at most " + MAX_TIMEOUT
          + " seconds (a year), not " + text(seconds) + "; leave it out for no limit");
    }
    return Duration.ofNanos((long) (seconds * 1e9));
  }
}
