package jsonmark.compare;

import static jsonmark.compare.CompareFixtures.command;
import static jsonmark.compare.CompareFixtures.folder;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.result.Measure;
import java.util.Map;
import jsonmark.stats.Calling;
import jsonmark.stats.NoiseFloor;
import jsonmark.stats.NoiseFloors;
import jsonmark.stats.Welch.Change;
import org.junit.jupiter.api.Test;

/** --noise-threshold: a change is called only when its whole interval lies beyond the margin. */
class NoiseThresholdTest {

  @Test
  void aChangeIsCalledOnlyWhenItsWholeIntervalLiesBeyondTheMargin() {
    Calling calling = new Calling(0.05, 5);
    assertThat(calling.called(change(1.08, 1.06, 1.10, 0.001))).isTrue();
    assertThat(calling.called(change(0.92, 0.90, 0.94, 0.001))).isTrue();
    // +8 % and significant, but the interval's lower end at +4 %: inside the margin.
    assertThat(calling.called(change(1.08, 1.04, 1.12, 0.001))).isFalse();
    assertThat(calling.withinNoise(change(1.08, 1.04, 1.12, 0.001))).isTrue();
    assertThat(calling.called(change(1.03, 1.02, 1.04, 0.001))).isFalse();
    // Beyond the margin but not significant: neither called nor "within the noise".
    assertThat(calling.called(change(1.20, 1.06, 1.35, 0.2))).isFalse();
    assertThat(calling.withinNoise(change(1.20, 1.06, 1.35, 0.2))).isFalse();
    assertThat(new Calling(0.05, 0).called(change(1.03, 1.02, 1.04, 0.001))).isTrue();
  }

  /**
   * Unchanged programs run twice: each command's own change is noise, not called, but pooling
   * eight of them narrows the geomean's interval until it clears the margin in one direction;
   * with no command called in that direction, the geomean is not called either.
   */
  @Test
  void theGeomeanIsCalledOnlyWithARowCalledInItsDirection() throws Exception {
    List<jsonmark.result.CommandResult> a = new java.util.ArrayList<>();
    List<jsonmark.result.CommandResult> b = new java.util.ArrayList<>();
    List<jsonmark.result.CommandResult> c = new java.util.ArrayList<>();
    for (int i = 0; i < 8; i++) {
      a.add(command("p" + i, List.of(), 1.00, 1.10, 0.90));
      b.add(command("p" + i, List.of(), 0.85, 0.935, 0.765));
      // One command really faster: the same pooled change is then called.
      c.add(i == 0 ? command("p0", List.of(), 0.50, 0.51, 0.49)
          : command("p" + i, List.of(), 0.85, 0.935, 0.765));
    }
    CompareReport noise = Comparisons.build(List.of(folder("A", "6.1", a), folder("B", "6.1", b)),
        Match.NAME, MeasureChoice.Choice.of(Measure.TIME), new Calling(0.05, 5), false, "0.1.0");
    Delta pooled = noise.benchmarks().get(0).geomean().changes().get(0);

    assertThat(verdicts(noise)).containsOnly("~");
    assertThat(pooled.highPercent()).isLessThan(-5);
    assertThat(pooled.p()).isLessThan(0.05);
    assertThat(pooled.verdict()).isEqualTo("~");
    assertThat(pooled.significant()).isFalse();
    assertThat(Cells.change(pooled)).isEqualTo("~");

    CompareReport real = Comparisons.build(List.of(folder("A", "6.1", a), folder("C", "6.1", c)),
        Match.NAME, MeasureChoice.Choice.of(Measure.TIME), new Calling(0.05, 5), false, "0.1.0");
    assertThat(verdicts(real)).startsWith("faster", "~");
    assertThat(real.benchmarks().get(0).geomean().changes().get(0).verdict())
        .isEqualTo("faster");
  }

  @Test
  void aSmallSignificantChangeReadsAsNoChangeWithANoteAndTheGateLetsItPass() throws Exception {
    List<Folder> folders = smallAnd("large", 1.20);

    CompareReport none = Comparisons.build(folders, Match.NAME,
        MeasureChoice.Choice.of(Measure.TIME), new Calling(0.05, 0), false, "0.1.0");
    CompareReport five = Comparisons.build(folders, Match.NAME,
        MeasureChoice.Choice.of(Measure.TIME), new Calling(0.05, 5), false, "0.1.0");

    assertThat(verdicts(none)).containsExactly("slower", "slower");
    assertThat(verdicts(five)).containsExactly("~", "slower");
    assertThat(five.noiseThresholdPercent()).isEqualTo(5.0);
    assertThat(five.notes()).anySatisfy(note -> assertThat(note)
        .startsWith("Simple1Benchmark, B: small +3.0% [")
        .endsWith("but its interval reaches inside ±5 %, what separate runs of one command"
            + " differ by (--noise-threshold): not called"));
    assertThat(none.notes()).noneMatch(note -> note.contains("--noise-threshold"));
    assertThat(Regressions.over(five, 1)).containsExactly("Simple1Benchmark large +20.0% (B vs A)");
    assertThat(Regressions.over(none, 1)).hasSize(2);
    assertThat(CompareText.markdown(five))
        .contains("~: not significant (p ≥ 0.05) or its interval reaches inside ± its row's"
            + " noise floor (said under each table).")
        .contains("Noise floor: --noise-threshold 5 % for every row\n");
    assertThat(CompareText.markdown(none)).contains("~: not significant (p ≥ 0.05).");
  }

  /**
   * A row whose series the history holds takes its spread as its floor; the others and the
   * geomean keep the threshold, and the line under the table says which row took which.
   */
  @Test
  void eachRowIsCalledByItsOwnFloorAndTheTableSaysWhich() throws Exception {
    List<Folder> folders = smallAnd("same", 1.03);
    NoiseFloor history = NoiseFloor.history(1.234, 12);
    NoiseFloors floors = new NoiseFloors(NoiseFloor.threshold(5, false),
        Map.of(NoiseFloors.key("Simple1Benchmark", "small"), history));

    CompareReport report = Comparisons.build(folders, Match.NAME,
        MeasureChoice.Choice.of(Measure.TIME), 0.05, floors, false, "0.1.0");

    assertThat(verdicts(report)).containsExactly("slower", "~");
    CompareReport.Table table = report.benchmarks().get(0);
    assertThat(table.rows().get(0).noise()).isEqualTo(history);
    assertThat(table.rows().get(1).noise()).isEqualTo(NoiseFloor.threshold(5, false));
    assertThat(table.geomean().noise()).isEqualTo(NoiseFloor.threshold(5, false));
    assertThat(CompareText.floors(table)).isEqualTo("Noise floor: history ±1.2 % over 12 runs"
        + " for small; --noise-threshold 5 % for the other rows");
    assertThat(CompareText.floors(Comparisons.build(folders, Match.NAME,
        MeasureChoice.Choice.of(Measure.TIME), 0.05, NoiseFloors.fixed(5, true), false, "0.1.0")
        .benchmarks().get(0))).isEqualTo("Noise floor: --noise-threshold 5 % as given (the"
        + " history is not used) for every row");
    assertThat(report.notes()).noneMatch(n -> n.contains(": small"))
        .anySatisfy(n -> assertThat(n).startsWith("Simple1Benchmark, B: same +3.0% ["));
  }

  /**
   * A: "small" and {@code other} about 1 s; B: "small" 3 % slower, {@code other} about
   * {@code seconds}.
   */
  private static List<Folder> smallAnd(String other, double seconds) throws Exception {
    return List.of(
        folder("A", "Linux 6.1", List.of(
            command("small", List.of(), 1.00, 1.01, 0.99, 1.00, 1.00),
            command(other, List.of(), 1.00, 1.01, 0.99, 1.00, 1.00))),
        folder("B", "Linux 6.1", List.of(
            command("small", List.of(), 1.03, 1.04, 1.02, 1.03, 1.03),
            command(other, List.of(), seconds, seconds + 0.01, seconds - 0.01, seconds,
                seconds))));
  }

  private static List<String> verdicts(CompareReport report) {
    return report.benchmarks().get(0).rows().stream()
        .map(row -> row.changes().get(0)).map(Delta::verdict).toList();
  }

  private static Change change(double ratio, double low, double high, double p) {
    return new Change(ratio, low, high, p, Math.log(ratio), 0.01, 8);
  }
}
