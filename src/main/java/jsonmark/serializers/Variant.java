package jsonmark.serializers;

import java.util.Arrays;

/** The two ways of giving a serializer its output buffer, as in simdjson's write-up. */
enum Variant {
  /** A new buffer per operation: the fair comparison across libraries. */
  FRESH("fresh buffer", "freshBuffer"),
  /** One buffer, reset before each operation: what a production loop would do. */
  REUSED("reused buffer", "reusedBuffer");

  final String label;
  final String method;

  Variant(String label, String method) {
    this.label = label;
    this.method = method;
  }

  /** The variant of a JMH benchmark name such as {@code jsonmark.serializers.X.freshBuffer}. */
  static Variant ofBenchmark(String benchmark) {
    String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
    return Arrays.stream(values())
        .filter(v -> v.method.equals(method))
        .findFirst()
        .orElseThrow(
            () -> new IllegalArgumentException("not a serializer benchmark: " + benchmark));
  }
}
