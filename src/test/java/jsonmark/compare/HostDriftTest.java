package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Report;
import jsonmark.result.HostReference;
import jsonmark.result.Measure;
import jsonmark.stats.Welch;
import org.junit.jupiter.api.Test;

/**
 * Changes between two runs set against the host's: normalised when the host's reference
 * workload changed, left as measured when it did not show a change, declined when it changed too much,
 * and said in every view.
 */
class HostDriftTest {

  private static final double[] REFERENCE = {0.100, 0.101, 0.099, 0.102, 0.098};
  private static final double[] ORJSON = {2.18, 2.20, 2.16, 2.21, 2.17};
  private static final double[] RUST = {1.05, 1.04, 1.06, 1.05, 1.03};

  private static double[] times(double[] base, double factor) {
    return Arrays.stream(base).map(t -> t * factor).toArray();
  }

  /** A folder whose orjson ran {@code orjson} times slower, its host {@code host} times slower. */
  private static Folder folder(String label, double orjson, Optional<Double> host) {
    Report report = CompareFixtures.report("6.1", 1_000_000, Measure.TIME,
        "2026-12-02T10:00:00Z", List.of(
            CompareFixtures.command("python-orjson", List.of(), times(ORJSON, orjson)),
            CompareFixtures.command("rust", List.of(), times(RUST, host.orElse(1.0)))));
    Report timed = report.withHost(host.flatMap(h -> HostReference.of("xorshift64",
        Arrays.stream(times(REFERENCE, h)).boxed().toList())));
    return new Folder(label, Path.of("results/" + label), 5, List.of(timed));
  }

  private static CompareReport compare(Folder a, Folder b) throws Exception {
    return Comparisons.build(List.of(a, b), Match.NAME, MeasureChoice.Choice.of(Measure.TIME),
        0.05, false, "0.1.0");
  }

  /** The host row of {@code report}'s one benchmark, asserting what was done about the host. */
  private static CompareReport.Host host(CompareReport report, String method) {
    CompareReport.Host host = report.benchmarks().get(0).host().get(0);
    assertThat(host.method()).isEqualTo(method);
    return host;
  }

  private static CompareReport.Delta orjson(CompareReport report) {
    return report.benchmarks().get(0).rows().get(0).changes().get(0);
  }

  @Test
  void aHostFifteenPercentSlowerIsTakenOutOfEveryChange() throws Exception {
    CompareReport report = compare(folder("A", 1, Optional.of(1.0)),
        folder("B", 1.15, Optional.of(1.15)));
    CompareReport.Host host = host(report, "normalised");
    assertThat(host.against()).isEqualTo("B");
    assertThat(host.changePercent()).isEqualTo(15.0);
    CompareReport.Delta d = orjson(report);
    assertThat(d.changePercent()).isCloseTo(0, within(1e-3));
    assertThat(d.verdict()).isEqualTo("~");
    assertThat(report.benchmarks().get(0).geomean().changes().get(0).verdict()).isEqualTo("~");
    assertThat(Regressions.over(report, 5)).isEmpty();
    // Without the host's reference the same times read as a slowdown: the false alarm avoided.
    CompareReport unknown = compare(folder("A", 1, Optional.empty()),
        folder("B", 1.15, Optional.empty()));
    assertThat(orjson(unknown).verdict()).isEqualTo("slower");
    assertThat(unknown.benchmarks().get(0).host()).isEmpty();
  }

  @Test
  void aRealChangeOnASteadyHostIsCalledAsMeasured() throws Exception {
    CompareReport report = compare(folder("A", 1, Optional.of(1.0)),
        folder("B", 1.10, Optional.of(1.0)));
    CompareReport.Host host = host(report, "steady");
    assertThat(host.changePercent()).isEqualTo(0.0);
    CompareReport.Delta d = orjson(report);
    assertThat(d.verdict()).isEqualTo("slower");
    assertThat(d.changePercent()).isEqualTo(10.0);
    Welch.Change raw = Welch.change(ORJSON, times(ORJSON, 1.10)).orElseThrow();
    assertThat(d.lowPercent()).isEqualTo(Math.round(raw.lowPercent() * 1000) / 1000.0);
    assertThat(d.highPercent()).isEqualTo(Math.round(raw.highPercent() * 1000) / 1000.0);
  }

  @Test
  void aHostThatChangedByMoreThanAQuarterDeclinesEveryVerdict() throws Exception {
    CompareReport report = compare(folder("A", 1, Optional.of(1.0)),
        folder("B", 1.30, Optional.of(1.30)));
    assertThat(report.benchmarks().get(0).host().get(0).method()).isEqualTo("declined");
    CompareReport.Delta d = orjson(report);
    assertThat(d.verdict()).isEqualTo("?");
    assertThat(d.significant()).isFalse();
    assertThat(d.changePercent()).isCloseTo(30.0, within(1e-3));
    assertThat(Cells.change(d)).isEqualTo("?");
    assertThat(Regressions.over(report, 5)).isEmpty();
    // A gate that could call nothing does not pass: it says why, and fails the run.
    CompareReport.Gate gate = Gates.of(report, 5, false);
    assertThat(gate.verdict()).isEqualTo("not gated");
    assertThat(gate.fails()).isTrue();
    assertThat(Gates.line(gate)).startsWith("Gate (--fail-on-regression 5.0%): NOT GATED: not"
        + " gating: no change in time could be called in Simple1Benchmark (B: the host's")
        .endsWith("gate on instruction counts (--measure instructions), which the host's speed"
            + " does not move");
  }

  @Test
  void aFolderWithoutTheReferenceIsSaidAndNothingIsDone() throws Exception {
    CompareReport report = compare(folder("A", 1, Optional.empty()),
        folder("B", 1.15, Optional.of(1.15)));
    CompareReport.Host host = host(report, "none");
    assertThat(host.changePercent()).isNull();
    assertThat(host.why()).startsWith("A did not time the host's reference workload");
    assertThat(orjson(report).verdict()).isEqualTo("slower");
  }

  @Test
  void everyViewSaysWhatWasDoneAboutTheHost() throws Exception {
    CompareReport report = compare(folder("A", 1, Optional.of(1.0)),
        folder("B", 1.15, Optional.of(1.15)));
    String said = "B, normalised: the host's reference workload changed +15.0% [";
    assertThat(CompareText.terminal(report, false)).contains(HostCells.LEGEND, said)
        .containsPattern("B vs A +normalised +\\+15\\.0% +\\[");
    assertThat(CompareText.markdown(report)).contains(HostCells.LEGEND, "\n- " + said)
        .containsPattern("\\| B vs A +\\| normalised +\\| +\\+15\\.0% \\|");
    assertThat(jsonmark.io.ResultFiles.json(report)).contains("\"method\" : \"normalised\"");
    assertThat(CompareHtml.render(report, java.util.Map.of())).contains("normalised",
        "every change is net of the host");
  }

  @Test
  void compareJsonWithEachMethodFollowsTheSchema() throws Exception {
    for (double host : new double[] {1.0, 1.15, 1.30}) {
      CompareReport report = compare(folder("A", 1, Optional.of(1.0)),
          folder("B", host, Optional.of(host)));
      assertThat(CompareSchemaTest.violations(jsonmark.io.ResultFiles.json(report))).isEmpty();
    }
    CompareReport none = compare(folder("A", 1, Optional.empty()),
        folder("B", 1, Optional.of(1.0)));
    assertThat(CompareSchemaTest.violations(jsonmark.io.ResultFiles.json(none))).isEmpty();
  }

  @Test
  void instructionCountsAreNeverSetAgainstTheHost() throws Exception {
    CompareReport report = Comparisons.build(List.of(folder("A", 1, Optional.of(1.0)),
        folder("B", 1.15, Optional.of(1.15))), Match.NAME,
        MeasureChoice.Choice.of(Measure.INSTRUCTIONS), 0.05, false, "0.1.0");
    assertThat(report.benchmarks().get(0).host()).isEmpty();
  }
}
