package jsonmark.values;

import java.util.List;
import java.util.Map;

/**
 * A JSON value as the validation compares it: numbers keep their text, so that an integer's exact
 * value and a double's nearest IEEE-754 value (with the sign of {@code -0.0}) are both at hand;
 * Jackson's tree keeps a BigDecimal, which has no negative zero.
 */
public sealed interface JsonValue {

  /** An object; members in input order, keys unique. */
  record Obj(Map<String, JsonValue> members) implements JsonValue {}

  /** An array. */
  record Arr(List<JsonValue> elements) implements JsonValue {}

  /** A string, unescaped. */
  record Str(String value) implements JsonValue {}

  /**
   * A number as written.
   *
   * @param text the literal, e.g. {@code -0.0}, {@code 1E+2}, {@code 12345678901234567890}
   * @param integral whether it has neither fraction nor exponent
   */
  record Num(String text, boolean integral) implements JsonValue {}

  /** {@code true} or {@code false}. */
  record Bool(boolean value) implements JsonValue {}

  /** {@code null}. */
  record Null() implements JsonValue {}
}
