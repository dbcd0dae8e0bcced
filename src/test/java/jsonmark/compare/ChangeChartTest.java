package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import jsonmark.compare.ChangeChart.Point;
import org.jfree.chart.ChartRenderingInfo;
import org.junit.jupiter.api.Test;

/** The change chart: sorted by change, each dot in its verdict's colour, untested rows left out. */
class ChangeChartTest {

  @Test
  void thePointsAreSortedByChangeAndCommandsWithoutATestAreLeftOut() {
    List<Point> points = ChangeChart.points(CompareFixtures.twoFolders(), 1);
    assertThat(points).extracting(Point::label).containsExactly("rust", "python-orjson");
    assertThat(points).extracting(Point::verdict).containsExactly("~", "slower");
    assertThat(points.get(1).low()).isLessThan(points.get(1).ratio())
        .isLessThan(points.get(1).high());
  }

  @Test
  void aSlowdownIsDrawnRedAndANonSignificantChangeGrey() {
    List<Point> points = ChangeChart.points(CompareFixtures.twoFolders(), 1);
    assertThat(colours(points, "B against A", 0)).contains(ChangeChart.SAME.getRGB())
        .doesNotContain(ChangeChart.SLOWER.getRGB());
    assertThat(colours(points, "B against A", 1)).contains(ChangeChart.SLOWER.getRGB())
        .doesNotContain(ChangeChart.FASTER.getRGB());
  }

  @Test
  void eachFigureOnTheRightIsWrittenInItsVerdictsColour() throws Exception {
    List<Point> points = ChangeChart.points(CompareFixtures.twoFolders(), 1);
    keep(ChangeChart.draw(points, "B against A"), "change-colours.png");
    // Text is drawn smoothed: its strokes come near their colour, not always onto it.
    assertThat(rightOfThePlot(points, 1)).anyMatch(c -> near(c, ChangeChart.SLOWER));
    assertThat(rightOfThePlot(points, 0)).anyMatch(c -> near(c, ChangeChart.SAME))
        .noneMatch(c -> near(c, ChangeChart.SLOWER));
  }

  @Test
  void aSpeedUpIsDrawnGreen() {
    List<Point> points = ChangeChart.points(CompareFixtures.threeFolders(), 2);
    assertThat(points).extracting(Point::label).containsExactly("python-orjson");
    assertThat(colours(points, "C against A", 0)).contains(ChangeChart.FASTER.getRGB());
  }

  @Test
  void theAxisEndsAtARoundFigureBeyondTheFarthestIntervalOnEachSide() throws Exception {
    List<Point> points = List.of(
        new Point("faster", 0.93, 0.88, 0.97, "faster"),
        new Point("much slower", 2.549, 2.2, 2.95, "slower"));

    List<Double> ticks = ChangeChart.ticks(points, 700);

    // +154.9 % once stood past the last tick, +100 %: now +200 % and -20 % close the axis.
    assertThat(ticks).contains(0.8, 1.0, 2.0).endsWith(3.0);
    assertThat(ticks.get(0)).isLessThanOrEqualTo(0.88);
    keep(ChangeChart.draw(points, "B against A"), "change-154.png");
  }

  @Test
  void aHundredfoldSlowdownGetsATickBeyondIt() {
    List<Point> points = List.of(new Point("x", 40, 30, 55, "slower"));

    assertThat(ChangeChart.ticks(points, 700)).endsWith(100.0).contains(1.0);
  }

  @Test
  void everyPointLiesBetweenTheOutermostTicksOfTheFixturesCharts() {
    for (int column : new int[] {1, 2}) {
      List<Point> points = ChangeChart.points(CompareFixtures.threeFolders(), column);
      List<Double> ticks = ChangeChart.ticks(points, 700);
      for (Point p : points) {
        assertThat(p.low()).as(p.label()).isGreaterThanOrEqualTo(ticks.get(0));
        assertThat(p.high()).as(p.label()).isLessThanOrEqualTo(ticks.get(ticks.size() - 1));
      }
    }
  }

  /** With {@code -Djsonmark.charts.keep=DIR}, the picture is kept there for a person to see. */
  private static void keep(BufferedImage image, String name) throws java.io.IOException {
    String keep = System.getProperty("jsonmark.charts.keep");
    if (keep != null) {
      java.nio.file.Files.createDirectories(java.nio.file.Path.of(keep));
      javax.imageio.ImageIO.write(image, "png", java.nio.file.Path.of(keep, name).toFile());
    }
  }

  private static boolean near(int rgb, Color colour) {
    Color c = new Color(rgb);
    return Math.abs(c.getRed() - colour.getRed()) + Math.abs(c.getGreen() - colour.getGreen())
        + Math.abs(c.getBlue() - colour.getBlue()) < 40;
  }

  /** The colours right of the plot, over the five middle lines of row {@code row}. */
  private static List<Integer> rightOfThePlot(List<Point> points, int row) {
    ChartRenderingInfo info = new ChartRenderingInfo();
    BufferedImage image = ChangeChart.draw(points, "B against A", info);
    Rectangle2D plot = info.getPlotInfo().getDataArea();
    int y = (int) Math.round(plot.getY() + (row + 0.5) * plot.getHeight() / points.size());
    List<Integer> colours = new java.util.ArrayList<>();
    for (int x = (int) plot.getMaxX() + 2; x < image.getWidth(); x++) {
      for (int dy = -2; dy <= 2; dy++) {
        colours.add(new Color(image.getRGB(x, y + dy)).getRGB());
      }
    }
    return colours;
  }

  /** The colours across the middle line of row {@code row} of the chart of {@code points}. */
  private static List<Integer> colours(List<Point> points, String title, int row) {
    ChartRenderingInfo info = new ChartRenderingInfo();
    BufferedImage image = ChangeChart.draw(points, title, info);
    Rectangle2D plot = info.getPlotInfo().getDataArea();
    int y = (int) Math.round(plot.getY() + (row + 0.5) * plot.getHeight() / points.size());
    List<Integer> colours = new java.util.ArrayList<>();
    for (int x = 0; x < image.getWidth(); x++) {
      colours.add(new Color(image.getRGB(x, y)).getRGB());
    }
    return colours;
  }
}
