package jsonmark.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.stats.changes.GateVerdict;
import org.junit.jupiter.api.Test;

class AnalysisTest {

  private static StoredPoint point(int i, double value, String libraries, String commit) {
    RunEntry run = SyntheticRuns.run("a", i, value, "complete");
    SeriesKey key = SyntheticRuns.key("a");
    SeriesKey series = new SeriesKey(key.commandName(), key.command(), libraries,
        key.benchmark(), key.dataIdentity(), key.measure(), key.machine(), key.toolchain());
    RunRow row = run.run();
    return new StoredPoint(new RunRow(row.runId(), row.folder(), row.startedAt(), row.state(),
        row.benchmark(), row.jsonmarkVersion(), Optional.of(commit), row.machine()), series,
        value, value, value, false);
  }

  @Test
  void aChangePointSaysWhatElseChangedBetweenItsTwoSides() {
    List<StoredPoint> points = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      points.add(i < 10 ? point(i, SyntheticRuns.steady(i), "lib 1.0", "aaaaaaa")
          : point(i, 1.2 * SyntheticRuns.steady(i), "lib 1.1", "bbbbbbb"));
    }
    List<Analysis> analyses = Analysis.of(List.of(new Line("line", points)));
    assertThat(analyses.get(0).changes()).singleElement().satisfies(change -> {
      assertThat(change.after().run().runId()).isEqualTo("a-run-10");
      assertThat(change.point().confirmed()).isTrue();
      assertThat(change.alsoChanged())
          .containsExactly("commit aaaaaaa → bbbbbbb", "libraries lib 1.0 → lib 1.1");
    });
  }

  @Test
  void theTrendIsTheLastRunAgainstTheMedianOfTheTenBeforeIt() {
    List<StoredPoint> points = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      points.add(point(i, i < 11 ? 1.0 + i : 11.5, "lib", "c"));
    }
    // the ten before the last: 2 to 11, median 6.5; 11.5 / 6.5 - 1 = 76.9 %
    assertThat(TrendTable.trend(points)).isEqualTo("+76.9 %");
    assertThat(TrendTable.trend(points.subList(0, 1))).isEqualTo("n/a");
  }

  @Test
  void theGateSaysPlainlyWhatItCouldNotJudge() {
    Point point = SyntheticRuns.run("a", 1, 1.0, "complete").points().get(0);
    Gate gate = new Gate(5, 10, 30);
    String text = GateText.render(List.of(
        new Verdict(point, new GateVerdict(GateVerdict.Kind.TOO_NOISY, 0.8, 1.25, 1.0, 12),
            "the first run"),
        new Verdict(point, new GateVerdict(GateVerdict.Kind.TOO_FEW_POINTS, Double.NaN,
            Double.NaN, Double.NaN, 3), "the first run")), gate);
    assertThat(text).contains("| not gated: its range is wider than ± 5 % |")
        .contains("| not gated: fewer than 10 runs            |")
        .endsWith("\nNothing was gated: none of the 2 series could be judged, so the check"
            + " passes for want of evidence, not on it (--require-gate fails it). Not gated:"
            + " 1 with too short a history (under 10 complete runs since the last change point)"
            + " and 1 with too noisy a history (its 99 % range is wider than ± 5 %).\n");
    String partly = GateText.render(List.of(new Verdict(point, new GateVerdict(
        GateVerdict.Kind.WITHIN, 0.9, 1.1, 0.0, 12), "the first run"), new Verdict(point,
        new GateVerdict(GateVerdict.Kind.TOO_FEW_POINTS, Double.NaN, Double.NaN, Double.NaN,
        3), "the first run")), gate);
    assertThat(partly).endsWith("\nNo series regressed by more than 5 % (1 of 2 gated). Not"
        + " gated: 1 with too short a history (under 10 complete runs since the last change"
        + " point).\n");
  }
}
