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

  /**
   * A measurement with its speed relative to the fastest of its variant (1 for the fastest), and
   * whether the two can be told apart: their 99.9 % error intervals do not overlap.
   */
  record Row(Measurement measurement, double relative, boolean toldApart) {

    Row(Measurement measurement, double relative) {
      this(measurement, relative, true);
    }
  }

  static final List<String> HEADER =
      List.of(
          "serializer", "variant", "MB/s", "± σ", "± error (99.9%)", "output bytes", "relative");

  private ThroughputTable() {}

  static List<Row> rows(List<Measurement> measurements) {
    Map<Variant, Measurement> fastest = new EnumMap<>(Variant.class);
    for (Measurement m : measurements) {
      fastest.merge(m.variant(), m, (a, b) -> a.mean() >= b.mean() ? a : b);
    }
    List<Row> rows = new ArrayList<>();
    for (Measurement m : measurements) {
      Measurement best = fastest.get(m.variant());
      // Without an error bar (one iteration) nothing can be told apart.
      boolean apart = m == best || (Double.isFinite(m.error()) && Double.isFinite(best.error())
          && best.mean() - best.error() > m.mean() + m.error());
      rows.add(new Row(m, m.mean() / best.mean(), apart));
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
        row.toldApart() ? relative(row.relative()) : "≈ fastest (within the error)");
  }

  /** What the help advises for numbers worth publishing. */
  static final String LONGER_RUN =
      "--forks 3 --warmup-iterations 5 --iterations 10 --iteration-time 2s";

  /**
   * Why the ranking of {@code rows} (sorted as {@link #rows} sorts them) cannot be trusted, if it
   * cannot, in one line: no error bar (a single iteration), errors larger than the value, or
   * neighbours of one variant whose 99.9 % error intervals overlap, so that their order may be
   * chance. Said before the table, so that nobody reads the table first.
   */
  static Optional<String> advice(List<Row> rows) {
    List<String> reasons = new ArrayList<>();
    if (rows.stream().anyMatch(row -> !Double.isFinite(row.measurement().error()))) {
      reasons.add("a single measured iteration has no error bar");
    }
    long wide = rows.stream()
        .filter(row -> row.measurement().error() > row.measurement().mean()).count();
    if (wide > 0) {
      reasons.add(wide + (wide == 1 ? " result has" : " results have")
          + " an error larger than its value");
    }
    int overlapping = 0;
    for (int i = 1; i < rows.size(); i++) {
      Measurement faster = rows.get(i - 1).measurement();
      Measurement slower = rows.get(i).measurement();
      if (faster.variant() == slower.variant()
          && faster.mean() - faster.error() < slower.mean() + slower.error()) {
        overlapping++;
      }
    }
    if (overlapping > 0) {
      reasons.add(overlapping + (overlapping == 1 ? " neighbour pair is" : " neighbour pairs are")
          + " within each other's error");
    }
    if (reasons.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("the ranking below is not significant (" + String.join("; ", reasons)
        + "); rows marked ≈ cannot be told from the fastest; run longer: " + LONGER_RUN);
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
