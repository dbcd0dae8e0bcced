package jsonmark.conformance;

import java.util.List;
import java.util.Map;

/**
 * Valid JSON on which a deserializer's answer is reported, not scored: records that break the
 * benchmark's schema, and what RFC 8259 leaves to each implementation. Where a printed checksum
 * tells which reading was chosen, the case says so.
 */
final class ReportedCases {

  private ReportedCases() {}

  static List<Case> all() {
    return List.of(
        schema("missing-integer-1", "the record has no integer_1",
            Map.of(7L, "missing read as 0"), Line.record(0, 7).without("integer_1")),
        schema("null-integer-1", "integer_1 is null",
            Map.of(7L, "null read as 0"), Line.record(0, 7).with("integer_1", "null")),
        schema("string-integer-1", "integer_1 is the string \"5\"",
            Map.of(12L, "\"5\" read as 5"), Line.record(0, 7).with("integer_1", "\"5\"")),
        schema("fraction-integer-1", "integer_1 is 1.5",
            Map.of(8L, "1.5 read as 1", 9L, "1.5 read as 2"),
            Line.record(0, 7).with("integer_1", "1.5")),
        defined("duplicate-key", "integer_1 appears twice, 1 then 100",
            Map.of(3L, "first one wins", 102L, "last one wins"),
            Line.record(1, 2).append("integer_1", "100")),
        defined("lone-high-surrogate", "str holds \\ud800 with no low surrogate after it",
            Map.of(), Line.record(2, 3).with("str", "\"lone \\ud800 surrogate\"")),
        defined("lone-low-surrogate", "str holds \\udc00 with no high surrogate before it",
            Map.of(), Line.record(2, 3).with("str", "\"lone \\udc00 surrogate\"")),
        beyondRange(defined("number-beyond-double",
            "float_1 is 1e400, beyond the range of a double", Map.of(),
            Line.record(3, 4).with("float_1", "1e400"))),
        defined("number-underflow", "float_2 is 1e-400, below the smallest double",
            Map.of(), Line.record(4, 5).with("float_2", "1e-400")),
        defined("big-integer-in-double-field", "float_1 is 2^64, an integer beyond 64 bits",
            Map.of(), Line.record(5, 6).with("float_1", "18446744073709551616")),
        defined("integer-beyond-64-bits", "integer_1 is 2^63, integer_2 is -1: the sum fits",
            Map.of(Long.MAX_VALUE, "exact"),
            Line.record(0, -1).with("integer_1", "9223372036854775808")),
        defined("integer-2-53-plus-1", "integer_1 is 2^53 + 1, integer_2 is -2^53: the sum is 1",
            Map.of(1L, "exact", 0L, "read as a double"),
            Line.record(0, 0).with("integer_1", ValueCases.TWO_53_PLUS_1)
                .with("integer_2", "-9007199254740992")),
        defined("nesting-500-deep", "null holds arrays nested 500 deep, all closed (valid JSON)",
            Map.of(13L, "read"), Line.record(6, 7).with("null", "[".repeat(500) + "]".repeat(500))),
        new Case("byte-order-mark", Category.IMPLEMENTATION_DEFINED,
            "the file starts with a UTF-8 byte order mark (EF BB BF)",
            Lines.concat(Lines.raw(0xef, 0xbb, 0xbf), Line.record(6, 7).compact(), "\n"),
            java.util.OptionalLong.empty(), Map.of(13L, "BOM skipped")));
  }

  /** {@code c}, whose number beyond a double's range a program may refuse as out of range. */
  private static Case beyondRange(Case c) {
    return new Case(c.name(), c.category(), c.description(), c.content(), c.expected(),
        c.readings(), c.valuesChecked(), true);
  }

  private static Case schema(String name, String description, Map<Long, String> readings,
      Line line) {
    return Case.reported(Category.SCHEMA, name, description, readings, line.compact());
  }

  private static Case defined(String name, String description, Map<Long, String> readings,
      Line line) {
    return Case.reported(Category.IMPLEMENTATION_DEFINED, name, description, readings,
        line.compact());
  }
}
