package jsonmark.result;

import static jsonmark.result.CommandSummaryTest.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** One metric type: the headline chosen once, and a command's figures in either metric. */
class MetricTest {

  /** Two commands counted under Valgrind: "a" 2.0 s, 3.0 s and 100, 300 instructions. */
  private static List<CommandSummary> counted() {
    CommandResult a = new CommandResult("a", "a", List.of(ok(1, 2.0).withInstructions(100),
        ok(2, 3.0).withInstructions(300)));
    CommandResult b = new CommandResult("b", "b", List.of(ok(1, 4.0).withInstructions(400),
        ok(2, 4.0).withInstructions(400)));
    return Summaries.of(List.of(a, b), 10, 1000, Optional.of("a"), OptionalDouble.empty(),
        Metric.INSTRUCTIONS);
  }

  @Test
  void theHeadlineIsInstructionsOnlyWhenTheyAloneAreMeasured() {
    assertThat(Metric.headline(Measure.TIME)).isEqualTo(Metric.WALL_TIME);
    assertThat(Metric.headline(Measure.BOTH)).isEqualTo(Metric.WALL_TIME);
    assertThat(Metric.headline(Measure.INSTRUCTIONS)).isEqualTo(Metric.INSTRUCTIONS);
    assertThat(Metric.INSTRUCTIONS.measure()).isEqualTo(Measure.INSTRUCTIONS);
    assertThat(Metric.WALL_TIME.unit()).isEqualTo("second");
    assertThat(Metric.INSTRUCTIONS.unit()).isEqualTo("instruction");
  }

  @Test
  void countsHaveTheirOwnStatisticsAndTheirRatioWhenTheyAreTheHeadline() {
    Figures b = Metric.INSTRUCTIONS.of(counted().get(1), Metric.INSTRUCTIONS);
    assertThat(b.values()).containsExactly(400.0, 400.0);
    assertThat(b.spread()).isEqualTo(new Figures.Spread(2, 400, OptionalDouble.of(0), 400, 400,
        400));
    assertThat(b.relative().orElseThrow().ratio()).isEqualTo(2.0);
    assertThat(b.tree()).isEqualTo(Figures.Tree.NONE);
  }

  @Test
  void wallTimesUnderValgrindClaimNoRatio() {
    Figures a = Metric.WALL_TIME.of(counted().get(0), Metric.INSTRUCTIONS);
    assertThat(a.values()).containsExactly(2.0, 3.0);
    assertThat(a.spread().n()).isEqualTo(2);
    assertThat(a.spread().mean()).isEqualTo(2.5);
    assertThat(a.spread().median()).isEqualTo(2.5);
    assertThat(a.spread().min()).isEqualTo(2.0);
    assertThat(a.spread().max()).isEqualTo(3.0);
    assertThat(a.relative()).isEmpty();
    assertThat(Metric.WALL_TIME.of(counted().get(0), Metric.WALL_TIME).relative()
        .orElseThrow().ratio()).isEqualTo(1.0);
  }

  @Test
  void aCommandWithoutTheMetricHasNoFigures() {
    CommandSummary timedOnly = Summaries.of(List.of(CommandSummaryTest.timed("t", 1.0)), 10,
        1000, Optional.empty(), OptionalDouble.empty()).get(0);
    Figures none = Metric.INSTRUCTIONS.of(timedOnly, Metric.INSTRUCTIONS);
    assertThat(none.runs()).isEmpty();
    assertThat(none.spread().n()).isZero();
    assertThat(none.spread().mean()).isNaN();
    assertThat(none.relative()).isEmpty();
  }
}
