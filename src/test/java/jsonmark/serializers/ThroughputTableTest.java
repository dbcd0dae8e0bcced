package jsonmark.serializers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Rows are ordered and compared with the fastest of their own variant, in any locale. */
class ThroughputTableTest {

  private static final List<Measurement> MEASUREMENTS =
      List.of(
          new Measurement("jackson", Variant.REUSED, 3_320_000, 240.0, 4.0, 20.0, 3),
          new Measurement("gson", Variant.FRESH, 3_320_000, 100.0, 2.0, 10.0, 3),
          new Measurement("jackson", Variant.FRESH, 3_320_000, 200.0, 3.0, 15.0, 3),
          new Measurement("gson", Variant.REUSED, 3_320_000, 60.0, 1.0, Double.NaN, 1));

  @Test
  void ordersFreshBeforeReusedAndFastestFirst() {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(MEASUREMENTS);

    assertThat(rows)
        .extracting(row -> row.measurement().serializer() + "/" + row.measurement().variant())
        .containsExactly("jackson/FRESH", "gson/FRESH", "jackson/REUSED", "gson/REUSED");
  }

  @Test
  void relativeIsAgainstTheFastestOfTheSameVariant() {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(MEASUREMENTS);

    assertThat(rows).extracting(ThroughputTable.Row::relative).containsExactly(1.0, 0.5, 1.0, 0.25);
  }

  @Test
  void cellsUseDotsAndThousandsCommasWhateverTheDefaultLocale() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      List<ThroughputTable.Row> rows = ThroughputTable.rows(MEASUREMENTS);

      assertThat(ThroughputTable.cells(rows.get(1)))
          .containsExactly(
              "gson", "fresh buffer", "100.0", "2.0", "10.0", "3,320,000", "0.50× (2.00× slower)");
      assertThat(ThroughputTable.cells(rows.get(3)).get(4)).isEqualTo("n/a");
      assertThat(ThroughputTable.cells(rows.get(0)).get(6)).isEqualTo("1.00×");
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void markdownTablePadsColumnsAndAlignsNumbersRight() {
    String table = ReportMarkdown.table(ThroughputTable.rows(MEASUREMENTS.subList(1, 3)));

    assertThat(table)
        .isEqualTo(
            "| serializer | variant      |  MB/s | ± σ | ± error (99.9%) | output bytes |"
                + " relative             |\n"
                + "|:-----------|:-------------|------:|----:|----------------:|-------------:|"
                + ":---------------------|\n"
                + "| jackson    | fresh buffer | 200.0 | 3.0 |            15.0 |    3,320,000 |"
                + " 1.00×                |\n"
                + "| gson       | fresh buffer | 100.0 | 2.0 |            10.0 |    3,320,000 |"
                + " 0.50× (2.00× slower) |\n");
  }

  @Test
  void advisesALongerRunWhenAnErrorExceedsItsMean() {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(List.of(
        new Measurement("fastjson2", Variant.REUSED, 3_320_000, 529.8, 78.1, 1_424.9, 3),
        new Measurement("jackson", Variant.REUSED, 3_320_000, 200.0, 3.0, 15.0, 3)));
    assertThat(ThroughputTable.advice(rows)).hasValue("the ranking below is not significant"
        + " (1 result has an error larger than its value; 1 neighbour pair is within each"
        + " other's error); rows marked ≈ cannot be told from the fastest; run longer: "
        + ThroughputTable.LONGER_RUN);
    assertThat(ThroughputTable.cells(rows.get(1)).get(6))
        .isEqualTo("≈ fastest (within the error)");
  }

  @Test
  void aSlowerRowWhoseErrorDoesNotReachTheFastestIsRanked() {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(MEASUREMENTS);

    assertThat(rows).extracting(ThroughputTable.Row::standing).containsExactly(
        ThroughputTable.Standing.APART, ThroughputTable.Standing.APART,
        ThroughputTable.Standing.APART, ThroughputTable.Standing.NO_ERROR);
  }

  @Test
  void withoutAnErrorBarASlowerRowIsRankedAndNeverCalledWithinTheError() {
    // --iterations 2: JMH gives no error below 3 iterations.
    List<ThroughputTable.Row> rows = ThroughputTable.rows(List.of(
        new Measurement("fastjson2", Variant.FRESH, 3_320_000, 280.0, 4.0, Double.NaN, 2),
        new Measurement("gson", Variant.FRESH, 3_320_000, 100.0, 2.0, Double.NaN, 2)));

    assertThat(ThroughputTable.cells(rows.get(1)).get(6)).isEqualTo("0.36× (2.80× slower)");
    assertThat(ThroughputTable.advice(rows)).hasValue("the ranking below is not significant"
        + " (2 measured iterations give no error bar; JMH needs 3); run longer: "
        + ThroughputTable.LONGER_RUN);
  }

  @Test
  void givesNoAdviceWhenTheRankingIsClear() {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(List.of(
        new Measurement("jackson", Variant.FRESH, 3_320_000, 200.0, 3.0, 15.0, 3),
        new Measurement("gson", Variant.FRESH, 3_320_000, 100.0, 2.0, 10.0, 3)));
    assertThat(ThroughputTable.advice(rows)).isEmpty();
  }

  @Test
  void advisesALongerRunWhenThereIsNoErrorBarAtAll() {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(List.of(
        new Measurement("jackson", Variant.FRESH, 3_320_000, 200.0, Double.NaN, Double.NaN, 1)));
    assertThat(ThroughputTable.advice(rows)).hasValueSatisfying(advice -> assertThat(advice)
        .contains("a single measured iteration has no error bar"));
  }
}
