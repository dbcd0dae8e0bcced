package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.result.RunState;
import org.junit.jupiter.api.Test;

/** The bar charts print the claims: their order, and first that a run was interrupted. */
class ChartClaimsTest {

  @Test
  void timePngOfAnInterruptedRunSaysSoBeforeItsOwnTitle() {
    Report interrupted = Fixtures.report().withState(RunState.interrupted(Optional.of("SIGINT")));
    HorizontalBars bars = TimeChart.bars(interrupted);
    assertThat(bars.title()).isEqualTo(interrupted.claims().interrupted().orElseThrow())
        .startsWith("Interrupted by SIGINT");
    assertThat(bars.subtitles().get(0))
        .isEqualTo("Simple1Benchmark: mean wall time per command, fastest first");
    assertThat(TimeChart.bars(Fixtures.report()).title())
        .isEqualTo("Simple1Benchmark: mean wall time per command, fastest first");
  }

  @Test
  void theTimeBarsRunInTheClaimsOrder() {
    Report report = Fixtures.report();
    assertThat(TimeChart.bars(report).bars()).extracting(HorizontalBars.Bar::label)
        .containsExactlyElementsOf(report.claims().time().order());
  }
}
