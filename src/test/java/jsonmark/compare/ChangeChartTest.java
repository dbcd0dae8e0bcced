package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import jsonmark.compare.ChangeChart.Point;
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
    BufferedImage image = ChangeChart.draw(points, "B against A");
    assertThat(colours(image, 0)).contains(ChangeChart.SAME.getRGB())
        .doesNotContain(ChangeChart.SLOWER.getRGB());
    assertThat(colours(image, 1)).contains(ChangeChart.SLOWER.getRGB())
        .doesNotContain(ChangeChart.FASTER.getRGB());
  }

  @Test
  void aSpeedUpIsDrawnGreen() {
    List<Point> points = ChangeChart.points(CompareFixtures.threeFolders(), 2);
    assertThat(points).extracting(Point::label).containsExactly("python-orjson");
    assertThat(colours(ChangeChart.draw(points, "C against A"), 0))
        .contains(ChangeChart.FASTER.getRGB());
  }

  /** The colours across the middle line of row {@code row} (60 px title, 24 px rows). */
  private static List<Integer> colours(BufferedImage image, int row) {
    int y = 60 + 24 * row + 12;
    List<Integer> colours = new java.util.ArrayList<>();
    for (int x = 0; x < image.getWidth(); x++) {
      colours.add(new Color(image.getRGB(x, y)).getRGB());
    }
    return colours;
  }
}
