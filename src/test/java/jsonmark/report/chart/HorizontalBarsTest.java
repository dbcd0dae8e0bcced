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
    HorizontalBars bars = TimeChart.bars(report);
    JFreeChart chart = bars.chart();
    ChartRenderingInfo info = new ChartRenderingInfo();
    BufferedImage image = ChartStyle.image(chart, HorizontalBars.WIDTH, bars.height(), info);
    Rectangle2D plot = info.getPlotInfo().getDataArea();

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
  void thePictureGrowsARowPerCommand() {
    HorizontalBars three = TimeChart.bars(ManyCommands.report(3));
    HorizontalBars many = TimeChart.bars(ManyCommands.report(24));

    assertThat(many.height() - three.height()).isEqualTo(21 * HorizontalBars.ROW);
  }
}
