package jsonmark.deser;

import java.util.List;
import java.util.Map;

/**
 * The generic checksum of benchmark {@code Data}, summed while a library's tree is walked:
 * {@code 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses +
 * 17·nulls + 19·code points} of every string value and every key, as a signed 64-bit sum.
 */
final class TreeCounts {

  private long sum;

  void object() {
    sum += 1;
  }

  void array() {
    sum += 2;
  }

  /** A member of an object, counted with its key's code points. */
  void member(String key) {
    sum += 3 + 19L * key.codePointCount(0, key.length());
  }

  void string(String value) {
    sum += 5 + 19L * value.codePointCount(0, value.length());
  }

  void number() {
    sum += 7;
  }

  void bool(boolean value) {
    sum += value ? 11 : 13;
  }

  void nullValue() {
    sum += 17;
  }

  long sum() {
    return sum;
  }

  /**
   * The checksum of a tree of plain Java values (fastjson2's and DSL-JSON's untyped trees): Map,
   * List, String, Number, Boolean, null.
   */
  static long ofJavaTree(Object tree) {
    TreeCounts counts = new TreeCounts();
    counts.walk(tree);
    return counts.sum();
  }

  private void walk(Object value) {
    if (value instanceof Map<?, ?> map) {
      object();
      for (Map.Entry<?, ?> member : map.entrySet()) {
        member(String.valueOf(member.getKey()));
        walk(member.getValue());
      }
    } else if (value instanceof List<?> list) {
      array();
      for (Object item : list) {
        walk(item);
      }
    } else if (value instanceof String text) {
      string(text);
    } else if (value instanceof Number) {
      number();
    } else if (value instanceof Boolean b) {
      bool(b);
    } else {
      nullValue();
    }
  }
}
