package jsonmark.report.chart;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A logarithmic axis ticked at values chosen by the chart: 1, 2 and 5 times each power of ten
 * ({@link Axis#ticks}), or the round changes of compare's chart. JFreeChart's {@code LogAxis}
 * ticks only at whole powers of its base, or at fractional powers (1, 3.16, 10), whose labels
 * read as noise; its drawing, gridlines and mapping are kept.
 */
public final class TickedLogAxis extends LogAxis {

  private static final long serialVersionUID = 1L;

  private final transient List<Double> ticks;
  private final transient DoubleFunction<String> label;

  /** From {@code min} to {@code max}, ticked at {@code ticks}, each written by {@code label}. */
  public TickedLogAxis(String title, double min, double max, List<Double> ticks,
      DoubleFunction<String> label) {
    super(title);
    this.ticks = List.copyOf(ticks);
    this.label = label;
    setAutoRange(false);
    setRange(min, max);
    setMinorTickMarksVisible(false);
    setLabelFont(ChartStyle.TEXT);
    setTickLabelFont(ChartStyle.TEXT);
  }

  /** The axis {@code axis}, logarithmic, each tick written as its value and {@code suffix}. */
  static TickedLogAxis of(String title, Axis axis, String suffix) {
    return new TickedLogAxis(title, axis.min(), axis.max(), axis.ticks(),
        v -> Axis.label(v) + suffix);
  }

  @Override
  public List<NumberTick> refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea,
      RectangleEdge edge) {
    TextAnchor anchor = edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER
        : edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT
        : edge == RectangleEdge.RIGHT ? TextAnchor.CENTER_LEFT
        : TextAnchor.TOP_CENTER;
    List<NumberTick> result = new ArrayList<>();
    for (double tick : ticks) {
      if (getRange().contains(tick)) {
        result.add(new NumberTick(tick, label.apply(tick), anchor, anchor, 0));
      }
    }
    return result;
  }
}
