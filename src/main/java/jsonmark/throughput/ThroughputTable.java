package jsonmark.throughput;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The result table: one row per serializer and variant, fresh buffers first, fastest first, with
 * the speed relative to the fastest serializer of the same variant (reused buffers are compared
 * with reused buffers only, as simdjson's write-up keeps them out of the cross-library comparison).
 */
final class ThroughputTable {

  /** A measurement with its speed relative to the fastest of its variant (1 for the fastest). */
  record Row(Measurement measurement, double relative) {}

  static final List<String> HEADER =
      List.of(
          "serializer", "variant", "MB/s", "± σ", "± error (99.9%)", "output bytes", "relative");

  private ThroughputTable() {}

  static List<Row> rows(List<Measurement> measurements) {
    Map<Variant, Double> fastest = new EnumMap<>(Variant.class);
    for (Measurement m : measurements) {
      fastest.merge(m.variant(), m.mean(), Math::max);
    }
    List<Row> rows = new ArrayList<>();
    for (Measurement m : measurements) {
      rows.add(new Row(m, m.mean() / fastest.get(m.variant())));
    }
    rows.sort(
        Comparator.comparing((Row row) -> row.measurement().variant())
            .thenComparing(row -> -row.measurement().mean()));
    return rows;
  }

  /** The cells of {@code row} as the Markdown and printed table show them. */
  static List<String> cells(Row row) {
    Measurement m = row.measurement();
    return List.of(
        m.serializer(),
        m.variant().label,
        fixed(m.mean(), 1),
        fixed(m.sigma(), 1),
        fixed(m.error(), 1),
        String.format(Locale.ROOT, "%,d", m.outputBytes()),
        relative(row.relative()));
  }

  /** {@code 1.00×} for the fastest, else e.g. {@code 0.47× (2.13× slower)}. */
  static String relative(double relative) {
    if (relative >= 1.0) {
      return "1.00×";
    }
    return String.format(Locale.ROOT, "%.2f× (%.2f× slower)", relative, 1 / relative);
  }

  private static String fixed(double value, int decimals) {
    return Double.isFinite(value)
        ? String.format(Locale.ROOT, "%,." + decimals + "f", value)
        : "n/a";
  }
}
