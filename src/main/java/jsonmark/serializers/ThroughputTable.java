package jsonmark.serializers;

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

  /** How a measurement stands against the fastest of its variant. */
  enum Standing {
    /** The fastest itself, or slower with the two 99.9 % error intervals apart. */
    APART,
    /** Slower, but within each other's error: the order may be chance. */
    WITHIN_ERROR,
    /** No error known (fewer than 3 iterations): nothing can be said either way. */
    NO_ERROR
  }

  /**
   * A measurement with its speed relative to the fastest of its variant (1 for the fastest), and
   * how it stands against that fastest.
   */
  record Row(Measurement measurement, double relative, Standing standing) {

    Row(Measurement measurement, double relative) {
      this(measurement, relative, Standing.APART);
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
      rows.add(new Row(m, m.mean() / fastest.get(m.variant()).mean(),
          standing(m, fastest.get(m.variant()))));
    }
    rows.sort(
        Comparator.comparing((Row row) -> row.measurement().variant())
            .thenComparing(row -> -row.measurement().mean()));
    return rows;
  }

  private static Standing standing(Measurement m, Measurement best) {
    if (m == best) {
      return Standing.APART;
    }
    if (!Double.isFinite(m.error()) || !Double.isFinite(best.error())) {
      return Standing.NO_ERROR;
    }
    return best.mean() - best.error() > m.mean() + m.error()
        ? Standing.APART : Standing.WITHIN_ERROR;
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
        row.standing() == Standing.WITHIN_ERROR
            ? "≈ fastest (within the error)" : relative(row.relative()));
  }

  /** What the help advises for numbers worth publishing. */
  static final String LONGER_RUN =
      "--forks 3 --warmup-iterations 5 --iterations 10 --iteration-time 2s";

  /**
   * Why the ranking of {@code rows} (sorted as {@link #rows} sorts them) cannot be trusted, if it
   * cannot, in one line: no error bar (fewer than 3 iterations), errors larger than the value, or
   * neighbours of one variant whose 99.9 % error intervals overlap, so that their order may be
   * chance. Said before the table, so that nobody reads the table first.
   */
  static Optional<String> advice(List<Row> rows) {
    List<String> reasons = new ArrayList<>();
    if (rows.stream().anyMatch(row -> !Double.isFinite(row.measurement().error()))) {
      long fewest = rows.stream().mapToLong(row -> row.measurement().iterations()).min()
          .orElse(0);
      reasons.add(fewest == 1 ? "a single measured iteration has no error bar"
          : fewest + " measured iterations give no error bar; JMH needs 3");
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
    boolean marked = rows.stream().anyMatch(row -> row.standing() == Standing.WITHIN_ERROR);
    return Optional.of("the ranking below is not significant (" + String.join("; ", reasons)
        + (marked ? "); rows marked ≈ cannot be told from the fastest" : ")")
        + "; run longer: " + LONGER_RUN);
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
