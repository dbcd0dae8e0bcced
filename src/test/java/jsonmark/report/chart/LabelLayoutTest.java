package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LabelLayoutTest {

  private static final Rectangle PLOT = new Rectangle(90, 70, 810, 560);

  @Test
  void noLabelCoversAPointOrAnotherLabelEvenInATightCluster() {
    SplittableRandom random = new SplittableRandom(7);
    List<LabelLayout.Item> items = new ArrayList<>();
    for (int i = 0; i < 26; i++) {
      // 26 commands, most of them crowded into one corner as fast parsers are.
      int x = i < 18 ? 100 + random.nextInt(120) : 100 + random.nextInt(780);
      int y = i < 18 ? 520 + random.nextInt(100) : 80 + random.nextInt(540);
      items.add(new LabelLayout.Item(x, y, 5, 60 + random.nextInt(60), 15));
    }

    List<LabelLayout.Placement> placed = LabelLayout.place(items, PLOT);

    List<Rectangle> boxes = new ArrayList<>();
    for (LabelLayout.Placement placement : placed) {
      placement.box().ifPresent(boxes::add);
    }
    assertThat(boxes).hasSizeGreaterThan(20);
    for (int i = 0; i < boxes.size(); i++) {
      assertThat(PLOT.contains(boxes.get(i))).isTrue();
      for (LabelLayout.Item item : items) {
        assertThat(boxes.get(i).intersects(LabelLayout.dot(item))).isFalse();
      }
      for (int j = i + 1; j < boxes.size(); j++) {
        assertThat(boxes.get(i).intersects(boxes.get(j))).isFalse();
      }
    }
  }

  @Test
  void theFirstItemGetsTheNearestPlaceToTheRightWithoutALeader() {
    List<LabelLayout.Placement> placed =
        LabelLayout.place(List.of(new LabelLayout.Item(200, 200, 5, 50, 15)), PLOT);

    assertThat(placed.get(0).box()).contains(new Rectangle(208, 193, 50, 15));
    assertThat(placed.get(0).leader()).isFalse();
  }

  @Test
  void aLabelThatFitsNowhereIsLeftForTheKey() {
    Rectangle tiny = new Rectangle(0, 0, 40, 40);

    List<LabelLayout.Placement> placed =
        LabelLayout.place(List.of(new LabelLayout.Item(20, 20, 5, 200, 15)), tiny);

    assertThat(placed.get(0).box()).isEmpty();
  }
}
