package jsonmark.deser;

import java.nio.charset.StandardCharsets;
import java.util.List;

/** Fixed JSON lines shared by the tests, with the records and sums they must give. */
final class Lines {

  private Lines() {}

  static final String FIRST =
      "{\"integer_1\":-12,\"integer_2\":981,\"float_1\":-431.2376523422,\"float_2\":1.2E-4,"
          + "\"bool\":true,\"words\":[\"apple\",\"river\",\"stone\",\"quiet\",\"moon\"],"
          + "\"str\":\"The quick brown fox jumps.\",\"datetime\":\"2013-07-06T19:04:23Z\","
          + "\"coordinates\":{\"longitude\":-122.419416,\"latitude\":37.774929},\"null\":null}";

  static final Simple1Record FIRST_RECORD =
      new Simple1Record(
          -12,
          981,
          -431.2376523422,
          1.2E-4,
          true,
          List.of("apple", "river", "stone", "quiet", "moon"),
          "The quick brown fox jumps.",
          "2013-07-06T19:04:23Z",
          new Coordinates(-122.419416, 37.774929),
          null);

  /** Keys in another order, numbers in other valid forms. */
  static final String SECOND =
      "{\"null\":null,\"coordinates\":{\"latitude\":-3.5e-5,\"longitude\":180},"
          + "\"datetime\":\"1999-12-31T23:59:59Z\",\"str\":\"Quote \\\" and \\u00e9.\","
          + "\"words\":[\"a\",\"b\",\"c\",\"d\",\"e\"],\"bool\":false,\"float_2\":-0.0,"
          + "\"float_1\":5E+2,\"integer_2\":-1000,\"integer_1\":-999}";

  static final Simple1Record SECOND_RECORD =
      new Simple1Record(
          -999,
          -1000,
          500.0,
          -0.0,
          false,
          List.of("a", "b", "c", "d", "e"),
          "Quote \" and \u00e9.",
          "1999-12-31T23:59:59Z",
          new Coordinates(180.0, -3.5e-5),
          null);

  /** FIRST + SECOND: (-12 + 981) + (-999 - 1000). */
  static final long FIRST_PLUS_SECOND = -1030;

  static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
