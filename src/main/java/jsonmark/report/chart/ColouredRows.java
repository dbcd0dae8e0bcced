package jsonmark.report.chart;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;

/**
 * An axis of rows whose labels each have a colour of their own (compare's figures, in their
 * verdict's colour). A JFreeChart axis paints every tick label with one paint, so this one draws
 * its labels itself, where and as {@code ValueAxis} would, in the row's colour; it has no tick
 * marks, like every axis of rows here.
 */
public final class ColouredRows extends SymbolAxis {

  private static final long serialVersionUID = 1L;

  private final transient List<Color> colours;

  ColouredRows(List<String> labels, List<Color> colours) {
    super(null, labels.toArray(new String[0]));
    this.colours = List.copyOf(colours);
  }

  @Override
  @SuppressWarnings("unchecked")
  protected AxisState drawTickMarksAndLabels(Graphics2D g2, double cursor,
      Rectangle2D plotArea, Rectangle2D dataArea, RectangleEdge edge) {
    AxisState state = new AxisState(cursor);
    List<ValueTick> ticks = refreshTicks(g2, state, dataArea, edge);
    state.setTicks(ticks);
    g2.setFont(getTickLabelFont());
    for (ValueTick tick : ticks) {
      int row = (int) Math.round(tick.getValue());
      g2.setPaint(row >= 0 && row < colours.size() ? colours.get(row) : getTickLabelPaint());
      float[] at = calculateAnchorPoint(tick, cursor, dataArea, edge);
      TextUtils.drawRotatedString(tick.getText(), g2, at[0], at[1], tick.getTextAnchor(),
          tick.getAngle(), tick.getRotationAnchor());
    }
    double used = findMaximumTickLabelWidth(ticks, g2, plotArea, isVerticalTickLabels());
    if (edge == RectangleEdge.LEFT) {
      state.cursorLeft(used);
    } else if (edge == RectangleEdge.RIGHT) {
      state.cursorRight(used);
    } else if (edge == RectangleEdge.TOP) {
      state.cursorUp(used);
    } else {
      state.cursorDown(used);
    }
    return state;
  }
}
