package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Rectangle;
import java.util.List;
import jsonmark.report.Fixtures;
import jsonmark.report.ManyCommands;
import jsonmark.report.Report;
import jsonmark.report.Simple1Results;
import jsonmark.report.format.SummaryTable;
import jsonmark.stats.ProfileSummary;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** tradeoff.png's promises, checked on the XChart chart: axes, bars, front, labels. */
class TradeoffChartTest {

  @Test
  void theMemoryAxisSaysPeakAndPlotsThePeakWhileTheTableShowsTheP95() {
    Report report = Fixtures.report();
    XYChart chart = TradeoffChart.plot(report).orElseThrow().chart();
    ProfileSummary orjson = report.commands().get(0).profile().get();

    assertThat(chart.getXAxisTitle()).isEqualTo("peak resident memory (MiB)");
    XYSeries python = chart.getSeriesMap().get("python");
    assertThat(python.getXData()).containsExactly(orjson.memMax());
    // The table's memory column is another figure: the label says which one the chart shows.
    assertThat(orjson.memP95()).isNotEqualTo(orjson.memMax());
    assertThat(SummaryTable.header(report)).contains("mem p95 (MiB)");
    assertThat(python.getYData()).containsExactly(report.commands().get(0).statistics().get()
        .mean());
  }

  @Test
  void timeHasErrorBarsOfOneStandardDeviation() {
    Report report = ManyCommands.report(1);
    XYSeries python = TradeoffChart.plot(report).orElseThrow().chart().getSeriesMap()
        .get("python");

    // 0.388, 0.4 and 0.412 s: σ 0.012 s.
    assertThat(python.getExtraValues()).containsExactly(new double[] {0.012}, within(1e-12));
  }

  @Test
  void axesTurnLogarithmicWhereTheValuesSpanDecades() {
    XYChart one = TradeoffChart.plot(ManyCommands.report(1)).orElseThrow().chart();
    XYChart many = TradeoffChart.plot(ManyCommands.report(24)).orElseThrow().chart();

    assertThat(one.getStyler().isXAxisLogarithmic()).isFalse();
    assertThat(one.getStyler().isYAxisLogarithmic()).isFalse();
    // 4 to 903 MiB and 0.4 to 11.9 s.
    assertThat(many.getStyler().isXAxisLogarithmic()).isTrue();
    assertThat(many.getStyler().isYAxisLogarithmic()).isTrue();
    assertThat(many.getXAxisTitle()).endsWith(", log scale");
  }

  @Test
  void theParetoFrontIsJoinedInMemoryOrderAndFailedCommandsAreNamedWithWhy() {
    TradeoffChart.Plot plot = TradeoffChart.plot(ManyCommands.report(5)).orElseThrow();
    XYSeries front = plot.chart().getSeriesMap().get(TradeoffChart.FRONT);

    // ManyCommands(5): rapidjson 10.9 s / 43.9 MiB, simdjson 10.4 s / 87.6 MiB, orjson 0.4 s.
    assertThat(front.getXData()).isSorted().hasSize(3);
    assertThat(front.getYData()).containsExactly(new double[] {10.9, 10.4, 0.4}, within(1e-9));
    assertThat(TradeoffChart.plot(Fixtures.report()).orElseThrow().notDrawn())
        .containsExactly("rust | tail: no memory sample", "missing: failed");
  }

  @Test
  void noLabelCoversAPointOrAnotherLabelAmongTheRealRunsTwentySixCommands() {
    TradeoffChart.Plot plot = TradeoffChart.plot(Simple1Results.report()).orElseThrow();

    BitmapEncoder.getBufferedImage(plot.chart());

    List<Rectangle> dots = plot.labels().dots();
    List<Rectangle> boxes = plot.labels().boxes();
    assertThat(boxes).hasSameSizeAs(dots);
    for (int i = 0; i < boxes.size(); i++) {
      Rectangle box = boxes.get(i);
      assertThat(dots).as("points under label %s", box).noneMatch(box::intersects);
      for (int j = i + 1; j < boxes.size(); j++) {
        assertThat(box.intersects(boxes.get(j))).as("%s and %s", box, boxes.get(j)).isFalse();
      }
    }
  }

  @Test
  void labelsThatFitNowhereBecomeNumbersSpelledOutBesideTheChart() throws Exception {
    // Twenty commands with the same figures: one point, twenty labels around it.
    Report one = ManyCommands.report(1);
    jsonmark.report.Results results = ManyCommands.results(1);
    jsonmark.result.CommandSummary c = results.report().commands().get(0);
    List<jsonmark.result.CommandResult> same = new java.util.ArrayList<>();
    for (int i = 1; i <= 20; i++) {
      same.add(new jsonmark.result.CommandResult("parser-number-" + i, c.command(), false,
          c.runs(), results.samples().get(c.name()), c.warmupFailures(), c.startupRuns(),
          java.util.Optional.empty()));
    }
    Report crowded = one.withCommands(same);
    TradeoffChart.Plot plot = TradeoffChart.plot(crowded).orElseThrow();
    BitmapEncoder.getBufferedImage(plot.chart());

    assertThat(plot.labels().numbered()).isNotEmpty().allMatch(l -> l.startsWith("parser-"));
    assertThat(plot.labels().boxes()).hasSize(20);
    var png = Charts.tradeoff(crowded).orElseThrow();
    String keep = System.getProperty("jsonmark.charts.keep");
    if (keep != null) {
      java.nio.file.Files.write(java.nio.file.Files.createDirectories(
          java.nio.file.Path.of(keep, "charts-crowded")).resolve("tradeoff.png"), png);
    }
    assertThat(javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png)).getWidth())
        .isGreaterThan(1100);
  }
}
