package jsonmark.serializers;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * Compares a parsed line with the tree of the record it should hold: the same keys in the same
 * order, equal strings, booleans and nulls, and numbers equal in value (a double must come back
 * with the very same bits; {@code 1.0E-4} and {@code 0.0001} are equal, {@code 3} and {@code 3.0}
 * too).
 */
final class Trees {

  private Trees() {}

  /** The first difference, as {@code /path: expected X, got Y}, or empty when equal. */
  static Optional<String> difference(JsonNode expected, JsonNode actual) {
    return difference(expected, actual, "");
  }

  private static Optional<String> difference(JsonNode expected, JsonNode actual, String path) {
    if (expected.isNumber() && actual.isNumber()) {
      return sameNumber(expected, actual) ? Optional.empty() : differs(path, expected, actual);
    }
    if (expected.getNodeType() != actual.getNodeType()) {
      return differs(path, expected, actual);
    }
    if (expected.isObject()) {
      List<String> expectedKeys = keys(expected);
      List<String> actualKeys = keys(actual);
      if (!expectedKeys.equals(actualKeys)) {
        return Optional.of(at(path) + ": keys " + actualKeys + ", expected " + expectedKeys);
      }
      for (String key : expectedKeys) {
        Optional<String> inner = difference(expected.get(key), actual.get(key), path + "/" + key);
        if (inner.isPresent()) {
          return inner;
        }
      }
      return Optional.empty();
    }
    if (expected.isArray()) {
      if (expected.size() != actual.size()) {
        return differs(path, expected, actual);
      }
      for (int i = 0; i < expected.size(); i++) {
        Optional<String> inner = difference(expected.get(i), actual.get(i), path + "/" + i);
        if (inner.isPresent()) {
          return inner;
        }
      }
      return Optional.empty();
    }
    return expected.equals(actual) ? Optional.empty() : differs(path, expected, actual);
  }

  private static boolean sameNumber(JsonNode expected, JsonNode actual) {
    if (expected.isIntegralNumber() && actual.isIntegralNumber()) {
      return expected.bigIntegerValue().equals(actual.bigIntegerValue());
    }
    return Double.doubleToLongBits(expected.doubleValue())
        == Double.doubleToLongBits(actual.doubleValue());
  }

  private static List<String> keys(JsonNode object) {
    List<String> keys = new ArrayList<>();
    for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
      keys.add(names.next());
    }
    return keys;
  }

  private static Optional<String> differs(String path, JsonNode expected, JsonNode actual) {
    return Optional.of(at(path) + ": expected " + expected + ", got " + actual);
  }

  private static String at(String path) {
    return path.isEmpty() ? "/" : path;
  }
}
