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
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.YIntervalSeriesCollection;

/** tradeoff.png's promises, checked on the JFreeChart chart: axes, bars, front, labels. */
class TradeoffChartTest {

  @Test
  void theMemoryAxisSaysPeakAndPlotsThePeakWhileTheTableShowsTheP95() {
    Report report = Fixtures.report();
    XYPlot plot = TradeoffChart.plot(report).orElseThrow().chart().getXYPlot();
    ProfileSummary orjson = report.commands().get(0).profile().get();

    assertThat(plot.getDomainAxis().getLabel()).isEqualTo("peak resident memory (MiB)");
    YIntervalSeriesCollection points = (YIntervalSeriesCollection) plot.getDataset(0);
    int python = points.indexOf("python");
    assertThat(points.getItemCount(python)).isEqualTo(1);
    assertThat(points.getXValue(python, 0)).isEqualTo(orjson.memMax());
    // The table's memory column is another figure: the label says which one the chart shows.
    assertThat(orjson.memP95()).isNotEqualTo(orjson.memMax());
    assertThat(SummaryTable.header(report)).contains("mem p95 (MiB)");
    assertThat(points.getYValue(python, 0)).isEqualTo(report.commands().get(0).statistics().get()
        .mean());
  }

  @Test
  void timeHasErrorBarsOfOneStandardDeviation() {
    Report report = ManyCommands.report(1);
    YIntervalSeriesCollection points = (YIntervalSeriesCollection) TradeoffChart.plot(report)
        .orElseThrow().chart().getXYPlot().getDataset(0);
    int python = points.indexOf("python");

    // 0.388, 0.4 and 0.412 s: σ 0.012 s on either side.
    assertThat(points.getEndYValue(python, 0) - points.getYValue(python, 0))
        .isEqualTo(0.012, within(1e-12));
    assertThat(points.getYValue(python, 0) - points.getStartYValue(python, 0))
        .isEqualTo(0.012, within(1e-12));
  }

  @Test
  void axesTurnLogarithmicWhereTheValuesSpanDecades() {
    XYPlot one = TradeoffChart.plot(ManyCommands.report(1)).orElseThrow().chart().getXYPlot();
    XYPlot many = TradeoffChart.plot(ManyCommands.report(24)).orElseThrow().chart().getXYPlot();

    assertThat(one.getDomainAxis()).isNotInstanceOf(LogAxis.class);
    assertThat(one.getRangeAxis()).isNotInstanceOf(LogAxis.class);
    // 4 to 903 MiB and 0.4 to 11.9 s.
    assertThat(many.getDomainAxis()).isInstanceOf(LogAxis.class);
    assertThat(many.getRangeAxis()).isInstanceOf(LogAxis.class);
    assertThat(many.getDomainAxis().getLabel()).endsWith(", log scale");
  }

  @Test
  void theParetoFrontIsJoinedInMemoryOrderAndFailedCommandsAreNamedWithWhy() {
    TradeoffChart.Plot plot = TradeoffChart.plot(ManyCommands.report(5)).orElseThrow();
    XYDataset front = plot.chart().getXYPlot().getDataset(1);

    // ManyCommands(5): rapidjson 10.9 s / 43.9 MiB, simdjson 10.4 s / 87.6 MiB, orjson 0.4 s.
    assertThat(front.getSeriesKey(0)).isEqualTo(TradeoffChart.FRONT);
    assertThat(front.getItemCount(0)).isEqualTo(3);
    double[] memory = new double[3];
    double[] time = new double[3];
    for (int i = 0; i < 3; i++) {
      memory[i] = front.getXValue(0, i);
      time[i] = front.getYValue(0, i);
    }
    assertThat(memory).isSorted();
    assertThat(time).containsExactly(new double[] {10.9, 10.4, 0.4}, within(1e-9));
    assertThat(TradeoffChart.plot(Fixtures.report()).orElseThrow().notDrawn())
        .containsExactly("rust | tail: no memory sample", "missing: failed");
  }

  @Test
  void noLabelCoversAPointOrAnotherLabelAmongTheRealRunsTwentySixCommands() {
    TradeoffChart.Plot plot = TradeoffChart.plot(Simple1Results.report()).orElseThrow();

    draw(plot.chart());

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
    draw(plot.chart());

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

  /** Draws {@code chart} as tradeoff.png does, which lays its labels out. */
  private static void draw(JFreeChart chart) {
    ChartStyle.image(chart, 1100, 712);
  }
}
