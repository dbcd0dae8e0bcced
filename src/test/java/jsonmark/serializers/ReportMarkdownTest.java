package jsonmark.serializers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import jsonmark.report.Fixtures;
import org.junit.jupiter.api.Test;

/** summary.md of a serializers run says when it holds only part of what was planned. */
class ReportMarkdownTest {

  private static final List<Measurement> BOTH_OF_JACKSON = List.of(
      new Measurement("jackson", Variant.FRESH, 3_320_000, 200.0, 3.0, 15.0, 3),
      new Measurement("jackson", Variant.REUSED, 3_320_000, 240.0, 4.0, 20.0, 3));

  private static String render(List<Measurement> measured) {
    List<ThroughputTable.Row> rows = ThroughputTable.rows(measured);
    ThroughputReport report = new ThroughputReport("2024-05-06T07:08:09Z",
        new ThroughputReport.JmhSetup("Simple1Benchmark", 10_000, List.of("jackson", "gson"), 1,
            3, 3, "1 s", JmhRun.FORK_JVM_ARGS, "1.37"),
        Fixtures.environment(), "jackson",
        List.of(check("jackson"), check("gson")),
        rows.stream().map(row -> ThroughputReport.ResultRow.of(row, 10_000)).toList());
    return ReportMarkdown.render(report, rows);
  }

  private static ThroughputReport.Check check(String serializer) {
    return new ThroughputReport.Check(serializer, serializer + " 1.0", true, null, 3_320_000, 0,
        0, Map.of());
  }

  @Test
  void aReportOfTheFirstBenchmarksSaysHowManyOfThePlannedOnesItHolds() {
    assertThat(render(BOTH_OF_JACKSON)).contains("**Measured so far: 2 of 4 benchmarks**")
        .contains("| jackson    | fresh buffer  |");
  }

  @Test
  void aCompleteReportSaysNothingOfTheKind() {
    List<Measurement> all = new java.util.ArrayList<>(BOTH_OF_JACKSON);
    all.add(new Measurement("gson", Variant.FRESH, 3_320_000, 100.0, 2.0, 10.0, 3));
    all.add(new Measurement("gson", Variant.REUSED, 3_320_000, 90.0, 2.0, 10.0, 3));

    assertThat(render(all)).doesNotContain("so far");
  }
}
