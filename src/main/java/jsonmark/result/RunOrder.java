package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How the runs of a comparison are laid out in time (--order). */
public enum RunOrder {
  /** Rounds, each running every command that still needs runs once, in a fresh random order. */
  INTERLEAVED,
  /** All runs of one command, then the next. */
  SEQUENTIAL;

  /** {@code interleaved} or {@code sequential}, as the option and summary.json write it. */
  @JsonValue
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The order written {@code code}, in any case. */
  @JsonCreator
  public static RunOrder of(String code) {
    return valueOf(code.toUpperCase(Locale.ROOT));
  }
}
