package jsonmark.values;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import jsonmark.log.OneLine;

/**
 * Compares a value that a program wrote back with the input value, as docs/benchmarks.md defines
 * it: objects by their set of keys (order ignored), arrays element by element, strings by code
 * points, numbers written as integers by their exact value, numbers with a fraction or exponent
 * by the IEEE-754 double nearest to each text, bit for bit.
 */
public final class ValueComparison {

  /** One value that differs: where, what the input holds and what the program wrote. */
  public record Difference(String path, String expected, String read) {
    /**
     * {@code $.key: expected X, read Y}, on one line: JSON may hold U+2028 or U+202E unescaped,
     * and they are written as {@code \\uXXXX} here.
     */
    @Override
    public String toString() {
      return OneLine.escaped(path + ": expected " + expected + ", read " + read);
    }
  }

  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  private static final int SHOWN = 60;

  private final boolean partial;
  private final int limit;
  private final List<Difference> found = new ArrayList<>();

  private ValueComparison(boolean partial, int limit) {
    this.partial = partial;
    this.limit = limit;
  }

  /**
   * The first {@code limit} differences between {@code expected} and {@code read}, in document
   * order; empty when they are equal.
   *
   * @param partial whether keys missing from {@code read} are left out by design, not differences
   */
  public static List<Difference> compare(
      JsonValue expected, JsonValue read, boolean partial, int limit) {
    ValueComparison comparison = new ValueComparison(partial, limit);
    comparison.walk("$", expected, read);
    return List.copyOf(comparison.found);
  }

  private void walk(String path, JsonValue expected, JsonValue read) {
    if (found.size() >= limit) {
      return;
    }
    if (expected instanceof JsonValue.Obj e && read instanceof JsonValue.Obj r) {
      objects(path, e.members(), r.members());
    } else if (expected instanceof JsonValue.Arr e && read instanceof JsonValue.Arr r) {
      arrays(path, e, r);
    } else if (expected instanceof JsonValue.Num e && read instanceof JsonValue.Num r) {
      if (!numbersEqual(e, r)) {
        differ(path, e.text(), r.text());
      }
    } else if (!expected.equals(read)) {
      differ(path, show(expected), show(read));
    }
  }

  private void objects(String path, Map<String, JsonValue> expected, Map<String, JsonValue> read) {
    for (Map.Entry<String, JsonValue> member : expected.entrySet()) {
      String at = member(path, member.getKey());
      JsonValue value = read.get(member.getKey());
      if (value == null) {
        if (!partial) {
          differ(at, show(member.getValue()), "nothing (the key is missing)");
        }
      } else {
        walk(at, member.getValue(), value);
      }
    }
    for (Map.Entry<String, JsonValue> member : read.entrySet()) {
      if (!expected.containsKey(member.getKey())) {
        differ(member(path, member.getKey()), "no such key", show(member.getValue()));
      }
    }
  }

  private void arrays(String path, JsonValue.Arr expected, JsonValue.Arr read) {
    int common = Math.min(expected.elements().size(), read.elements().size());
    for (int i = 0; i < common; i++) {
      walk(path + "[" + i + "]", expected.elements().get(i), read.elements().get(i));
    }
    if (expected.elements().size() != read.elements().size()) {
      differ(path, expected.elements().size() + " elements", read.elements().size() + " elements");
    }
  }

  /**
   * Integers by exact value ({@code 5}, {@code 5.0} and {@code 5e0} are equal); others by the
   * nearest double of each text, compared by bits ({@code -0.0} is not {@code 0.0}).
   */
  static boolean numbersEqual(JsonValue.Num expected, JsonValue.Num read) {
    if (expected.text().equals(read.text())) {
      // The same literal is the same value by either rule; and BigInteger takes time quadratic
      // in the digits, which a validation line of user data may hold by the hundred thousand.
      return true;
    }
    if (expected.integral()) {
      if (read.integral()) {
        return new java.math.BigInteger(expected.text()).equals(new java.math.BigInteger(read.text()));
      }
      return new BigDecimal(expected.text()).compareTo(new BigDecimal(read.text())) == 0;
    }
    return Double.doubleToRawLongBits(Double.parseDouble(expected.text()))
        == Double.doubleToRawLongBits(Double.parseDouble(read.text()));
  }

  private void differ(String path, String expected, String read) {
    if (found.size() < limit) {
      found.add(new Difference(path, expected, read));
    }
  }

  /** {@code $.key} for a plain key, {@code $["a key"]} for any other. */
  static String member(String path, String key) {
    return IDENTIFIER.matcher(key).matches() ? path + "." + key : path + "[" + Json.quote(key) + "]";
  }

  /** The value as compact JSON, cut to a readable length. */
  static String show(JsonValue value) {
    String text = Json.write(value);
    return text.length() <= SHOWN ? text : text.substring(0, SHOWN - 3) + "...";
  }
}
