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
  void anInterruptedChartGrowsByItsSentenceSoEveryRowKeepsItsHeight() {
    Report complete = Fixtures.report().withState(RunState.COMPLETE);
    Report interrupted = Fixtures.report().withState(RunState.interrupted(Optional.of("SIGINT")));
    assertThat(rowsHeight(TimeChart.bars(interrupted)))
        .isGreaterThanOrEqualTo(rowsHeight(TimeChart.bars(complete)));
  }

  /** The height of the plot's rows as drawn at the chart's own size. */
  private static double rowsHeight(HorizontalBars bars) {
    org.jfree.chart.ChartRenderingInfo info = new org.jfree.chart.ChartRenderingInfo();
    ChartStyle.image(bars.chart(), HorizontalBars.WIDTH, bars.height(), info);
    return info.getPlotInfo().getDataArea().getHeight();
  }

  @Test
  void theTimeBarsRunInTheClaimsOrder() {
    Report report = Fixtures.report();
    assertThat(TimeChart.bars(report).bars()).extracting(HorizontalBars.Bar::label)
        .containsExactlyElementsOf(report.claims().time().order());
  }
}
