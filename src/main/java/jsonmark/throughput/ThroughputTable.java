package jsonmark.throughput;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

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

  /** What the help advises for numbers worth publishing. */
  static final String LONGER_RUN =
      "--forks 3 --warmup-iterations 5 --iterations 10 --iteration-time 2s";

  /**
   * Why the ranking of {@code rows} (sorted as {@link #rows} sorts them) cannot be trusted, if it
   * cannot: an error bar wider than its mean, or two neighbours of one variant whose 99.9 % error
   * intervals overlap, so that their order may be chance.
   */
  static Optional<String> advice(List<Row> rows) {
    List<String> reasons = new ArrayList<>();
    if (rows.stream().anyMatch(row -> !Double.isFinite(row.measurement().error()))) {
      reasons.add("a single measured iteration has no error bar, so no order is shown to hold");
    }
    for (Row row : rows) {
      Measurement m = row.measurement();
      if (m.error() > m.mean()) {
        reasons.add(String.format(Locale.ROOT, "%s (%s) has an error of ± %,.1f on %,.1f MB/s",
            m.serializer(), m.variant().label, m.error(), m.mean()));
      }
    }
    for (int i = 1; i < rows.size(); i++) {
      Measurement faster = rows.get(i - 1).measurement();
      Measurement slower = rows.get(i).measurement();
      if (faster.variant() == slower.variant()
          && faster.mean() - faster.error() < slower.mean() + slower.error()) {
        reasons.add(String.format(Locale.ROOT, "%s and %s (%s) are within each other's error",
            faster.serializer(), slower.serializer(), faster.variant().label));
      }
    }
    if (reasons.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("the ranking is not significant: " + String.join("; ", reasons)
        + ". For numbers worth publishing, run longer: " + LONGER_RUN);
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
