package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

/** A log axis ticked where the chart says, and only inside its range. */
class TickedLogAxisTest {

  @Test
  void ticksAtOneTwoAndFiveTimesEachPowerOfTenWithTheirSuffix() {
    TickedLogAxis axis = TickedLogAxis.of("ratio", Axis.logarithmic(0.9, 30), "×");
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();

    List<NumberTick> ticks = axis.refreshTicks(g, new AxisState(),
        new Rectangle2D.Double(0, 0, 800, 400), RectangleEdge.BOTTOM);

    assertThat(ticks).extracting(NumberTick::getText)
        .containsExactly("0.5×", "1×", "2×", "5×", "10×", "20×", "50×");
  }

  @Test
  void aTickOutsideTheRangeIsLeftOut() {
    TickedLogAxis axis = new TickedLogAxis("change", 0.8, 1.25, List.of(0.5, 0.8, 1.0, 2.0),
        v -> String.valueOf(v));
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();

    assertThat(axis.refreshTicks(g, new AxisState(), new Rectangle2D.Double(0, 0, 800, 400),
        RectangleEdge.BOTTOM)).extracting(NumberTick::getValue).containsExactly(0.8, 1.0);
  }
}
