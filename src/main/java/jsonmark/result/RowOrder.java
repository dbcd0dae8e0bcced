package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The order of a results table's rows (--sort). */
public enum RowOrder {
  /** Fastest first, as the charts. */
  SPEED,
  /** The commands' order. */
  INPUT;

  /** {@code speed} or {@code input}, as the option and summary.json write it. */
  @JsonValue
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The order written {@code code}, in any case. */
  @JsonCreator
  public static RowOrder of(String code) {
    return valueOf(code.toUpperCase(Locale.ROOT));
  }
}
