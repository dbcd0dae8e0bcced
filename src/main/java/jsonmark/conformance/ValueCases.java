package jsonmark.conformance;

import java.util.List;

/**
 * Valid records whose values are hard to read exactly: doubles that need every digit or correct
 * rounding, strings with every escape. Each runs in validation mode, so a value read wrong fails
 * the case with its path, not only a crash. (An integer beyond 2^53 is a reported case: RFC 8259
 * section 6 leaves it to the implementation.)
 */
final class ValueCases {

  /** 2^53 + 1: the first integer a double cannot hold. */
  static final String TWO_53_PLUS_1 = "9007199254740993";

  private ValueCases() {}

  static List<Case> all() {
    return List.of(
        Case.values("values-17-digits", "doubles that need all 17 significant digits", 3,
            numbers(1, 2, "0.30000000000000004", "-27.300927436662956", "1.0000000000000002",
                "-2.2250738585072014e-308")),
        Case.values("values-shortest-forms",
            "the shortest forms that round-trip: 0.1, -0.2, 1e21, 5e-324", 5,
            numbers(2, 3, "0.1", "-0.2", "1e21", "5e-324")),
        Case.values("values-subnormals", "subnormals: 4.9e-324, the largest subnormal, 1e-310",
            7, numbers(3, 4, "4.9e-324", "2.225073858507201e-308", "-1e-310", "1.5e-323")),
        Case.values("values-largest-double",
            "the largest double, both signs, and a text that rounds down to it", 9,
            numbers(4, 5, "1.7976931348623157e308", "-1.7976931348623157e308",
                "1.7976931348623158e308", "8.98846567431158e307")),
        Case.values("values-halfway",
            "halfway between two doubles (rounded to even), and just above halfway (up)", 11,
            numbers(5, 6, "9007199254740993.0", "9007199254740995.0",
                "1.00000000000000011102230246251565404236316680908203125",
                "9007199254740993.00000000000000001")),
        Case.values("values-1e23",
            "1e23, which no double holds: its nearest is 9.999999999999999e22", 13, numbers(6, 7, "1e23", "-1e23", "8.41e21", "1e22")),
        Case.values("values-long-mantissa",
            "a 700-digit mantissa just above a halfway point, which rounds up", 15,
            numbers(7, 8, TWO_53_PLUS_1 + "." + "0".repeat(683) + "1", "0." + "3".repeat(699),
                "-1.5", "2.5")),
        Case.values("values-large-exponents",
            "exponents far from the value's: 1000e305, 1e-40 times 1e348, 1E+000...0002", 17,
            numbers(8, 9, "1000e305", "0.0000000000000000000000000000000000000001e348",
                "1E+0000000000000000000000000000000002", "123456789e-330")),
        Case.values("values-negative-zero", "-0.0 in every double field: its sign must survive",
            19, numbers(9, 10, "-0.0", "-0.0", "-0.0", "-0e0")),
        Case.values("values-escapes",
            "every escape of RFC 8259, control characters as \\u00XX too", 21,
            Line.record(10, 11)
                .with("str", "\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u0000 \\u001f \\u007f\"")
                .with("words", "[\"\\\"\",\"\\\\\",\"\\/\",\"\\b\\f\",\"\\n\\r\\t\"]").compact()),
        Case.values("values-surrogate-pairs",
            "characters beyond the BMP, as surrogate-pair escapes and raw UTF-8", 23,
            Line.record(11, 12)
                .with("str", "\"\\ud83d\\ude00 \\uD834\\uDD1E 😀 𝄞\"")
                .with("words",
                    "[\"\\ud83d\\ude00\",\"😀\",\"\\uDBFF\\uDFFF\",\"\uDBFF\uDFFF\",\"e\"]")
                .compact()),
        Case.values("values-line-separators",
            "U+2028 and U+2029, escaped and raw (valid JSON, not JavaScript)", 25,
            Line.record(12, 13).with("str", "\"a\\u2028b\\u2029c \u2028 \u2029\"").compact()),
        Case.values("values-noncharacters", "U+FFFF and U+FFFE, escaped and raw", 27,
            Line.record(13, 14).with("str", "\"\\uffff \\uFFFE \uffff \ufffe\"").compact()),
        Case.values("values-escaped-ascii", "ASCII written as \\u escapes: \\u0041 is A", 29,
            Line.record(14, 15).with("str", "\"\\u0041\\u0062\\u0063 \\u0031\\u0032\"")
                .with("datetime", "\"\\u0032027-02-03T15:33:51\\u005A\"").compact()));
  }

  /** A record with the given integers and four hard doubles in its double members. */
  private static String numbers(long integer1, long integer2, String float1, String float2,
      String longitude, String latitude) {
    return Line.record(integer1, integer2).with("float_1", float1).with("float_2", float2)
        .with("coordinates", "{\"longitude\":" + longitude + ",\"latitude\":" + latitude + "}")
        .compact();
  }
}
