package jsonmark.conformance;

import java.util.List;

/**
 * Valid JSON Lines of valid Simple1Benchmark records that every deserializer must read, with the
 * checksum a correct reading prints. Each stresses one thing the grammar allows and the driver's
 * own serializers never write.
 */
final class AcceptCases {

  /** A record with a placeholder wherever JSON allows whitespace (between every two tokens). */
  private static final String SPACED =
      "~{~\"integer_1\"~:~-7~,~\"integer_2\"~:~19~,~\"float_1\"~:~1.25~,~\"float_2\"~:~-3.5~,"
          + "~\"bool\"~:~false~,~\"words\"~:~[~\"a\"~,~\"b\"~,~\"c\"~,~\"d\"~,~\"e\"~]~,"
          + "~\"str\"~:~\"Spaced out.\"~,~\"datetime\"~:~\"2020-01-01T00:00:00Z\"~,"
          + "~\"coordinates\"~:~{~\"longitude\"~:~1.5~,~\"latitude\"~:~-2.5~}~,"
          + "~\"null\"~:~null~}~";

  private AcceptCases() {}

  static List<Case> all() {
    return List.of(
        Case.accept("compact", "records written compactly, as the driver's serializers do", 259,
            Line.record(275, -58).compact(), Line.record(17, 25).compact(),
            Line.record(-1000, 1000).compact()),
        // JSON Lines separates documents by \n, so only space, \t and \r can sit inside a line.
        Case.accept("whitespace-space-tab", "spaces and tabs between every two tokens", 54,
            SPACED.replace("~", " \t  "), Line.record(20, 22).compact()),
        Case.accept("whitespace-cr", "a carriage return (JSON whitespace) between every two tokens",
            12, SPACED.replace("~", "\r")),
        Case.accept("crlf-line-endings", "lines ended by \\r\\n, as JSON Lines allows", 10,
            Line.record(1, 2).compact() + "\r", Line.record(3, 4).compact() + "\r"),
        new Case("no-final-newline", Category.MUST_ACCEPT,
            "the last line is not ended by a newline",
            Lines.concat(Line.record(5, 6).compact(), "\n", Line.record(7, 8).compact()),
            java.util.OptionalLong.of(26), java.util.Map.of()),
        Case.accept("keys-reordered", "keys, nested ones too, in reverse order", 101,
            Line.record(50, 51).reversed()
                .with("coordinates", "{\"latitude\":-77.018792,\"longitude\":-49.005937}")
                .compact()),
        Case.accept("escapes-all", "every two-character escape in strings and words", 3,
            Line.record(1, 2)
                .with("str", "\"quote \\\" backslash \\\\ slash \\/ b \\b f \\f n \\n r \\r t \\t\"")
                .with("words", "[\"\\\"\",\"\\\\\",\"\\/\",\"\\b\\f\",\"\\n\\r\\t\"]")
                .compact()),
        Case.accept("escape-unicode", "\\u escapes, upper and lower case hex, \\u0000 included",
            7,
            Line.record(3, 4)
                .with("str", "\"\\u0041\\u00e9\\u00E9\\u4e2d\\u0000\\u001f\\u007F\\uFFFF end\"")
                .compact()),
        Case.accept("escape-surrogate-pair", "a character beyond the BMP as a \\u surrogate pair",
            9, Line.record(4, 5).with("str", "\"smile \\ud83d\\ude00 and \\uD834\\uDD1E\"")
                .compact()),
        Case.accept("escaped-key", "the key integer_1 written with an escape, \"integer\\u005f1\"",
            30, Line.record(10, 20).withKey("integer_1", "\"integer\\u005f1\"").compact()),
        Case.accept("utf8-non-ascii", "raw UTF-8 text (no BOM): accents, CJK, emoji", 11,
            Line.record(5, 6)
                .with("str", "\"Grüße aus Zürich, 東京, emoji 😀, Ω ≠ ∞.\"")
                .with("words", "[\"café\",\"naïve\",\"日本\",\"🚀\",\"ñ\"]")
                .compact()),
        Case.accept("numbers-negative-zero", "-0 and -0.0 in double fields", 13,
            Line.record(6, 7).with("float_1", "-0").with("float_2", "-0.0")
                .with("coordinates", "{\"longitude\":-0,\"latitude\":0}").compact()),
        Case.accept("numbers-exponents", "exponents: 1E2, 1e+2, 1e-2, 1.5e-3, -1.5E+3, 0e0", 15,
            Line.record(7, 8).with("float_1", "1E2").with("float_2", "1e+2").compact(),
            Line.record(0, 0).with("float_1", "1.5e-3").with("float_2", "-1.5E+3")
                .with("coordinates", "{\"longitude\":1e-2,\"latitude\":0e0}").compact()),
        Case.accept("numbers-17-digits", "doubles written with 17 significant digits", 17,
            Line.record(8, 9).with("float_1", "0.10000000000000001")
                .with("float_2", "-999.99999999999989")
                .with("coordinates", "{\"longitude\":179.99999999999997,\"latitude\":"
                    + "-89.999999999999986}").compact()),
        Case.accept("numbers-extremes", "1e308, the largest double, the smallest subnormal", 19,
            Line.record(9, 10).with("float_1", "1e308")
                .with("float_2", "-1.7976931348623157e308")
                .with("coordinates", "{\"longitude\":5e-324,\"latitude\":2.2250738585072014e-308}")
                .compact()),
        Case.accept("numbers-integers-as-doubles", "integer literals in double fields", 21,
            Line.record(10, 11).with("float_1", "5").with("float_2", "-1000")
                .with("coordinates", "{\"longitude\":0,\"latitude\":-90}").compact()),
        Case.accept("integer-negative-zero", "integer_1 is -0", 23,
            Line.record(0, 23).with("integer_1", "-0").compact()),
        Case.accept("long-line", "a 1 MiB string in one line", 25,
            Line.record(12, 13).with("str", "\"" + "long line ".repeat(104_858) + "\"")
                .compact()));
  }
}
