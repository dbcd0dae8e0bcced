package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import jsonmark.report.Fixtures;
import jsonmark.report.Languages;
import jsonmark.report.ManyCommands;
import jsonmark.report.Report;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.SymbolAxis;
import org.junit.jupiter.api.Test;

/** time.png's bars: fastest on top, each in its language's colour, its figure beside it. */
class HorizontalBarsTest {

  @Test
  void theRowsAreTheCommandsFastestFirstEachBarInItsLanguagesColour() {
    // ManyCommands(8): python-orjson 0.4 s ... java-jackson; python, nodejs and java.
    Report report = ManyCommands.report(8);
    Drawn drawn = Drawn.of(report);
    HorizontalBars bars = drawn.bars();
    JFreeChart chart = drawn.chart();
    BufferedImage image = drawn.image();
    Rectangle2D plot = drawn.plot();

    List<String> rows = List.of(((SymbolAxis) chart.getXYPlot().getDomainAxis()).getSymbols());
    List<Double> means = report.commands().stream()
        .map(c -> c.statistics().orElseThrow().mean()).sorted().toList();
    assertThat(rows).hasSize(8).first().isEqualTo(bars.bars().get(0).label());
    assertThat(bars.bars()).extracting(HorizontalBars.Bar::value).isEqualTo(means);
    Languages languages = new Languages(report.commands());
    for (int row = 0; row < rows.size(); row++) {
      String name = rows.get(row);
      Color colour = languages.colour(report.commands().stream()
          .filter(c -> c.name().equals(name)).findFirst().orElseThrow());
      int y = (int) Math.round(plot.getY() + (row + 0.5) * plot.getHeight() / rows.size());
      List<Integer> across = new ArrayList<>();
      for (int x = (int) plot.getX(); x < plot.getMaxX(); x++) {
        across.add(image.getRGB(x, y));
      }
      assertThat(across).as(name).contains(colour.getRGB());
      languages.legend().values().stream().filter(c -> !c.equals(colour))
          .forEach(other -> assertThat(across).as(name).doesNotContain(other.getRGB()));
    }
  }

  @Test
  void eachBarHasItsFigureAndACommandWithoutARunSaysWhyInRed() {
    HorizontalBars bars = TimeChart.bars(Fixtures.report());
    List<XYTextAnnotation> texts = new ArrayList<>();
    for (XYAnnotation a : bars.chart().getXYPlot().getAnnotations()) {
      texts.add((XYTextAnnotation) a);
    }

    assertThat(texts).extracting(t -> t.getText().strip())
        .containsAll(bars.bars().stream().map(HorizontalBars.Bar::text).toList())
        .contains("failed: no successful run");
    assertThat(texts).filteredOn(t -> t.getText().contains("failed"))
        .allMatch(t -> t.getPaint().equals(HorizontalBars.FAILED));
  }

  @Test
  void theErrorBarIsDrawnOverItsBarNotHiddenUnderIt() {
    Drawn drawn = Drawn.of(ManyCommands.report(8));
    HorizontalBars bars = drawn.bars();
    JFreeChart chart = drawn.chart();
    BufferedImage image = drawn.image();
    Rectangle2D plot = drawn.plot();
    org.jfree.chart.axis.ValueAxis axis = chart.getXYPlot().getRangeAxis();
    org.jfree.chart.ui.RectangleEdge edge = chart.getXYPlot().getRangeAxisEdge();
    int checked = 0;
    for (int row = 0; row < bars.bars().size(); row++) {
      HorizontalBars.Bar bar = bars.bars().get(row);
      if (bar.low().isEmpty()) {
        continue;
      }
      int from = (int) Math.ceil(axis.valueToJava2D(bar.low().getAsDouble(), plot, edge)) + 2;
      int to = (int) Math.floor(axis.valueToJava2D(bar.value(), plot, edge)) - 2;
      if (to - from < 3) {
        continue;
      }
      int y = (int) Math.round(chart.getXYPlot().getDomainAxis().valueToJava2D(row, plot,
          chart.getXYPlot().getDomainAxisEdge()));
      boolean dark = false;
      for (int x = from; x <= to; x++) {
        for (int dy = -1; dy <= 1; dy++) {
          Color c = new Color(image.getRGB(x, y + dy));
          dark |= c.getRed() < 80 && c.getGreen() < 80 && c.getBlue() < 80;
        }
      }
      assertThat(dark).as(bar.label() + ": the lower half of its error bar, inside the bar")
          .isTrue();
      checked++;
    }
    assertThat(checked).isPositive();
  }

  @Test
  void thePictureGrowsARowPerCommand() {
    HorizontalBars three = TimeChart.bars(ManyCommands.report(3));
    HorizontalBars many = TimeChart.bars(ManyCommands.report(24));

    assertThat(many.height() - three.height()).isEqualTo(21 * HorizontalBars.ROW);
  }

  /** time.png of a report, drawn, with where its plot went. */
  private record Drawn(HorizontalBars bars, JFreeChart chart, BufferedImage image,
      Rectangle2D plot) {
    static Drawn of(Report report) {
      HorizontalBars bars = TimeChart.bars(report);
      JFreeChart chart = bars.chart();
      ChartRenderingInfo info = new ChartRenderingInfo();
      BufferedImage image = ChartStyle.image(chart, HorizontalBars.WIDTH, bars.height(), info);
      return new Drawn(bars, chart, image, info.getPlotInfo().getDataArea());
    }
  }
}
