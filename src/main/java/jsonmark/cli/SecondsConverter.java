package jsonmark.cli;

import java.time.Duration;
import jsonmark.exec.Seconds;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A positive number of seconds up to a year, such as {@code 30} or {@code 0.5}; the message,
 * which {@link UsageErrors} prefixes with the option's name, says what was wrong.
 */
public final class SecondsConverter implements ITypeConverter<Duration> {

  /** A year: longer is surely a typo, and more than a Duration of nanoseconds can hold. */
  static final long MAX_SECONDS = 365L * 24 * 3600;

  @Override
  public Duration convert(String value) {
    String text = value.strip();
    if (!NumberConverters.isDecimal(text)) {
      throw new TypeConversionException(
          "must be a positive number of seconds, such as 30 or 0.5, not '" + value + "'");
    }
    double seconds = Double.parseDouble(text);
    if (!(seconds > 0) || Double.isInfinite(seconds)) {
      throw new TypeConversionException(
          "must be a positive number of seconds, not " + Seconds.text(seconds));
    }
    if (seconds > MAX_SECONDS) {
      throw new TypeConversionException("must be at most " + MAX_SECONDS
          + " seconds (a year), not " + Seconds.text(seconds) + "; leave it out for no limit");
    }
    return Duration.ofNanos((long) (seconds * 1e9));
  }
}
