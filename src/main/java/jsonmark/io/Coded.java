package jsonmark.io;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * An enum written by its code in files and options: its name in lower case, {@code _} as
 * {@code -} ({@code SET_ASIDE} is {@code set-aside}). Jackson writes the code and reads it back.
 */
public interface Coded {

  /** The constant's name as files and options write it. */
  @JsonValue
  default String code() {
    return ((Enum<?>) this).name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The constant of {@code type} written {@code code}, in any case. */
  static <E extends Enum<E> & Coded> E of(Class<E> type, String code) {
    for (E constant : type.getEnumConstants()) {
      if (constant.code().equalsIgnoreCase(code)) {
        return constant;
      }
    }
    throw new IllegalArgumentException("no " + type.getSimpleName() + " '" + code + "'");
  }
}
