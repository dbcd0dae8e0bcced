package jsonmark.compare;

import static jsonmark.compare.CompareFixtures.counted;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jsonmark.result.CommandResult;
import jsonmark.result.Measure;
import org.junit.jupiter.api.Test;

/** Comparing folders by instruction count: the default measure, the changes, the CI gate. */
class CountComparisonsTest {

  private static Folder folder(String label, Measure measure, CommandResult... commands) {
    return new Folder(label, Path.of("results/" + label), 5, List.of(CompareFixtures.report("6.1",
        20_000, measure, "2026-12-02T10:00:00Z", List.of(commands))));
  }

  private static CompareReport compare(Measure measure, Folder... folders) throws Exception {
    return Comparisons.build(List.of(folders), Match.NAME, MeasureChoice.Choice.of(measure), 0.05, false, "0.1.0");
  }

  @Test
  void foldersMeasuredBothWaysCompareBothByDefault() throws Exception {
    Folder a = folder("A", Measure.BOTH, counted("x", 100));
    Folder b = folder("B", Measure.BOTH, counted("x", 100));
    Folder t = folder("B", Measure.TIME, counted("x"));
    assertThat(MeasureChoice.of(Optional.empty(), List.of(a, b)))
        .isEqualTo(MeasureChoice.Choice.of(Measure.BOTH));
    assertThat(MeasureChoice.of(Optional.empty(), List.of(a, t)))
        .isEqualTo(MeasureChoice.Choice.of(Measure.TIME));
    Folder i = folder("A", Measure.INSTRUCTIONS, counted("x", 100));
    Folder j = folder("B", Measure.INSTRUCTIONS, counted("x", 100));
    assertThat(MeasureChoice.of(Optional.empty(), List.of(i, j)))
        .isEqualTo(MeasureChoice.Choice.of(Measure.INSTRUCTIONS));
  }

  @Test
  void timesUnderValgrindAndNativeTimesCompareTheirCountsInsteadSayingSoInEitherOrder()
      throws Exception {
    Folder both = folder("A", Measure.BOTH, counted("x", 100));
    Folder valgrind = folder("B", Measure.INSTRUCTIONS, counted("x", 100));
    assertThat(MeasureChoice.of(Optional.empty(), List.of(both, valgrind))).isEqualTo(
        new MeasureChoice.Choice(Measure.INSTRUCTIONS, List.of("times were not compared: A"
            + " timed its runs natively and B under Valgrind (--measure instructions), which runs"
            + " them many times slower; their instruction counts are compared instead")));
    Folder valgrindBase = folder("A", Measure.INSTRUCTIONS, counted("x", 100));
    Folder bothNew = folder("B", Measure.BOTH, counted("x", 100));
    assertThat(MeasureChoice.of(Optional.empty(), List.of(valgrindBase, bothNew)).notes())
        .containsExactly("times were not compared: B timed its runs natively and A under"
            + " Valgrind (--measure instructions), which runs them many times slower; their"
            + " instruction counts are compared instead");
    CompareReport report = Comparisons.build(List.of(both, valgrind), Match.NAME,
        MeasureChoice.of(Optional.empty(), List.of(both, valgrind)), 0.05, false, "0.1.0");
    assertThat(report.measure()).isEqualTo("instructions");
    assertThat(CompareText.terminal(report, false))
        .contains("Note: times were not compared: A timed its runs natively")
        .doesNotContainPattern("95% interval +p\n");
  }

  @Test
  void timesUnderValgrindAreNeverComparedWithNativeOnesInEitherOrder() {
    Folder time = folder("A", Measure.TIME, counted("x"));
    Folder valgrind = folder("B", Measure.INSTRUCTIONS, counted("x", 100));
    assertThatThrownBy(() -> MeasureChoice.of(Optional.empty(), List.of(time, valgrind)))
        .isInstanceOf(CompareException.class)
        .hasMessage("A (results/A) was timed natively and B (results/B) under Valgrind"
            + " (--measure instructions), which runs many times slower: their times cannot be"
            + " compared; compare folders measured alike (A has no instruction counts to compare"
            + " instead)");
    Folder valgrindBase = folder("A", Measure.INSTRUCTIONS, counted("x", 100));
    Folder timeNew = folder("B", Measure.TIME, counted("x"));
    assertThatThrownBy(() -> MeasureChoice.of(Optional.empty(), List.of(valgrindBase, timeNew)))
        .isInstanceOf(CompareException.class)
        .hasMessage("A (results/A) was timed under Valgrind (--measure instructions), which runs"
            + " many times slower, and B (results/B) natively: their times cannot be compared;"
            + " compare folders measured alike (B has no instruction counts to compare"
            + " instead)");
    for (Measure asked : List.of(Measure.TIME, Measure.BOTH)) {
      Folder both = folder("A", Measure.BOTH, counted("x", 100));
      assertThatThrownBy(() -> MeasureChoice.of(Optional.of(asked), List.of(both, valgrind)))
          .isInstanceOf(CompareException.class)
          .hasMessageEndingWith("their times cannot be compared; compare --measure"
              + " instructions, which every folder counted");
      assertThatThrownBy(() -> MeasureChoice.of(Optional.of(asked), List.of(valgrind, both)))
          .isInstanceOf(CompareException.class)
          .hasMessageEndingWith("their times cannot be compared; compare --measure"
              + " instructions, which every folder counted");
    }
  }

  @Test
  void timesUnderValgrindCompareWithOtherTimesUnderValgrindWhenAskedFor() throws Exception {
    Folder a = folder("A", Measure.INSTRUCTIONS, counted("x", 100));
    Folder b = folder("B", Measure.INSTRUCTIONS, counted("x", 100));
    assertThat(MeasureChoice.of(Optional.of(Measure.TIME), List.of(a, b)))
        .isEqualTo(MeasureChoice.Choice.of(Measure.TIME));
  }

  @Test
  void instructionsAreRefusedForAFolderThatHasNone() {
    Folder a = folder("A", Measure.TIME, counted("x"));
    Folder t = folder("B", Measure.TIME, counted("x"));
    assertThatThrownBy(() -> MeasureChoice.of(Optional.of(Measure.INSTRUCTIONS), List.of(a, t)))
        .isInstanceOf(CompareException.class)
        .hasMessage("A (results/A) has no instruction counts: it measured time; run it with"
            + " --measure instructions, or compare --measure time");
    Folder i = folder("A", Measure.INSTRUCTIONS, counted("x", 100));
    assertThatThrownBy(() -> MeasureChoice.of(Optional.of(Measure.INSTRUCTIONS), List.of(i, t)))
        .isInstanceOf(CompareException.class)
        .hasMessage("B (results/B) has no instruction counts: it measured time; run it with"
            + " --measure instructions too");
  }

  @Test
  void twoPercentMoreWorkIsMoreAndTheSameWorkIsNoChange() throws Exception {
    CompareReport report = compare(Measure.INSTRUCTIONS,
        folder("A", Measure.INSTRUCTIONS, counted("same", 1_000_000, 1_000_000, 1_000_000),
            counted("heavier", 1_000_000, 1_000_000, 1_000_000)),
        folder("B", Measure.INSTRUCTIONS, counted("same", 1_000_000, 1_000_000, 1_000_004),
            counted("heavier", 1_020_000, 1_020_000, 1_020_000)));
    assertThat(report.measure()).isEqualTo("instructions");
    CompareReport.CountDelta same =
        report.benchmarks().get(0).instructions().get(0).changes().get(0);
    CompareReport.CountDelta heavier =
        report.benchmarks().get(0).instructions().get(1).changes().get(0);
    assertThat(same.verdict()).isEqualTo("~");
    assertThat(heavier.verdict()).isEqualTo("more");
    assertThat(heavier.changePercent()).isCloseTo(2.0, org.assertj.core.api.Assertions.within(
        1e-9));
    assertThat(Regressions.moreInstructions(report, 1))
        .containsExactly("Simple1Benchmark heavier +2.0% instructions (B vs A)");
    assertThat(Regressions.moreInstructions(report, 5)).isEmpty();
    assertThat(CompareText.terminal(report, false))
        .contains("A instructions", "1,020,000 ± 0.000 %", "+2.000 % [+1.898, +2.102] more")
        .doesNotContain("mean (s)");
  }

  @Test
  void oneRunOnEitherSideIsNeverASignificantChange() throws Exception {
    // -54 %: with one run in the new folder, whose spread is unknown, no change is called.
    CompareReport report = compare(Measure.INSTRUCTIONS,
        folder("A", Measure.INSTRUCTIONS, counted("x", 1_000_000, 1_000_000)),
        folder("B", Measure.INSTRUCTIONS, counted("x", 460_000)));
    CompareReport.CountDelta d = report.benchmarks().get(0).instructions().get(0).changes().get(0);
    assertThat(d.significant()).isFalse();
    assertThat(d.verdict()).isEqualTo("?");
    assertThat(d.changePercent()).isCloseTo(-54.0, org.assertj.core.api.Assertions.within(1e-9));
    assertThat(report.benchmarks().get(0).instructions().get(0).counts().get(1).exact()).isFalse();
    assertThat(CompareText.terminal(report, false))
        .contains("460,000 ± 0.000 % exact unknown (1 run)", "-54.000 % [", "] ?");
    // One run in the old folder, and 50 % more in the new: likewise.
    CompareReport more = compare(Measure.INSTRUCTIONS,
        folder("A", Measure.INSTRUCTIONS, counted("x", 1_000_000)),
        folder("B", Measure.INSTRUCTIONS, counted("x", 1_500_000, 1_500_000)));
    assertThat(Regressions.moreInstructions(more, 1)).isEmpty();
  }

  @Test
  void underInstructionsTheChartAndTheMethodLineAreOfCountsNotOfValgrindsTimes()
      throws Exception {
    CompareReport report = compare(Measure.INSTRUCTIONS,
        folder("A", Measure.INSTRUCTIONS, counted("same", 1_000_000, 1_000_000, 1_000_000),
            counted("heavier", 1_000_000, 1_000_000, 1_000_000),
            counted("lighter", 1_000_000, 1_000_000, 1_000_000)),
        folder("B", Measure.INSTRUCTIONS, counted("same", 1_000_000, 1_000_000, 1_000_000),
            counted("heavier", 1_020_000, 1_020_000, 1_020_000),
            counted("lighter", 900_000, 900_000, 900_000)));

    List<ChangeChart.Point> points = ChangeChart.points(report, 1);
    // The fixtures' times are the same in both folders: a time chart would draw three ~ at 1.
    assertThat(points).extracting(ChangeChart.Point::label)
        .containsExactly("lighter", "same", "heavier");
    assertThat(points).extracting(ChangeChart.Point::verdict)
        .containsExactly("faster", "~", "slower");
    assertThat(points.get(2).ratio()).isCloseTo(1.02, org.assertj.core.api.Assertions.within(
        1e-9));
    assertThat(ChangeChart.caption(report)).startsWith("Each command's change in instructions");
    assertThat(CompareText.markdown(report)).doesNotContain("Times:");
    assertThat(CompareText.terminal(report, false)).doesNotContain("Times:");
    assertThat(CompareHtml.render(report, java.util.Map.of("change.png", new byte[] {1})))
        .contains("change in instructions").doesNotContain("Times:")
        .doesNotContain("95% interval; red slower");
  }
}
