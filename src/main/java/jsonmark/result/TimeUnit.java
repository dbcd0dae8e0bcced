package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The unit of every view's times when {@code -u/--time-unit} names one, as hyperfine's. */
public enum TimeUnit {
  MICROSECOND,
  MILLISECOND,
  SECOND;

  /** {@code microsecond}, {@code millisecond} or {@code second}, as the option writes it. */
  @JsonValue
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The unit written {@code code}, in any case. */
  @JsonCreator
  public static TimeUnit of(String code) {
    return valueOf(code.toUpperCase(Locale.ROOT));
  }
}
