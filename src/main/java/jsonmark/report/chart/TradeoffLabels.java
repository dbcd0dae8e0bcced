package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.annotations.AbstractXYAnnotation;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.XYPlot;

/**
 * tradeoff.png's point labels as one JFreeChart annotation, drawn in the plot's own pass: once
 * JFreeChart has laid out the axes, each point's place in pixels is known, and {@link
 * LabelLayout} puts every label where it covers no point and no other label, with a leader line
 * where it had to move away; a label that fits nowhere becomes a number, whose name {@link
 * #numbered()} gives for the key. JFreeChart's own text and pointer annotations sit where they
 * are told, whatever lies there, so they could not avoid the points nor each other; its
 * item labels neither.
 */
final class TradeoffLabels extends AbstractXYAnnotation {

  /** A point to label, in the chart's units; those on the Pareto front get a ring and bold. */
  record Point(double x, double y, String label, boolean front) {}

  static final int RADIUS = 5;
  static final int FRONT_RADIUS = 7;
  private static final Color LEADER = new Color(80, 80, 80);
  private static final Color BACKGROUND = new Color(255, 255, 255, 215);

  private static final long serialVersionUID = 1L;

  private final transient List<Point> points;
  private final transient List<LabelLayout.Item> items = new ArrayList<>();
  private final transient List<Rectangle> boxes = new ArrayList<>();
  private final transient List<String> numbered = new ArrayList<>();

  /** @param points the points, the most important first (they get the nearest places) */
  TradeoffLabels(List<Point> points) {
    this.points = List.copyOf(points);
  }

  @Override
  public void draw(Graphics2D g, XYPlot xy, Rectangle2D dataArea, ValueAxis domainAxis,
      ValueAxis rangeAxis, int rendererIndex, PlotRenderingInfo info) {
    items.clear();
    boxes.clear();
    numbered.clear();
    Rectangle plot = dataArea.getBounds();
    for (Point point : points) {
      int width = g.getFontMetrics(point.front() ? ChartStyle.SMALL_BOLD : ChartStyle.SMALL)
          .stringWidth(point.label()) + 4;
      int x = (int) Math.round(domainAxis.valueToJava2D(point.x(), dataArea,
          xy.getDomainAxisEdge()));
      int y = (int) Math.round(rangeAxis.valueToJava2D(point.y(), dataArea,
          xy.getRangeAxisEdge()));
      items.add(new LabelLayout.Item(x, y, point.front() ? FRONT_RADIUS : RADIUS, width, 15));
    }
    List<LabelLayout.Placement> placed = LabelLayout.place(items, plot);
    List<LabelLayout.Item> numbers = new ArrayList<>();
    List<Rectangle> fixed = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      fixed.add(LabelLayout.dot(items.get(i)));
      placed.get(i).box().ifPresent(fixed::add);
      if (placed.get(i).box().isEmpty()) {
        numbered.add(points.get(i).label());
        LabelLayout.Item item = items.get(i);
        numbers.add(new LabelLayout.Item(item.x(), item.y(), item.radius(),
            g.getFontMetrics(ChartStyle.SMALL).stringWidth(String.valueOf(numbered.size())) + 4, 13));
      }
    }
    List<LabelLayout.Placement> numberPlaces = LabelLayout.placeNumbers(numbers, plot, fixed);
    List<LabelLayout.Placement> at = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (int i = 0, n = 0; i < items.size(); i++) {
      boolean named = placed.get(i).box().isPresent();
      at.add(named ? placed.get(i) : numberPlaces.get(n++));
      texts.add(named ? points.get(i).label() : String.valueOf(n));
    }
    // Leader lines first, then rings and labels, whose background keeps them readable over lines.
    g.setColor(LEADER);
    g.setStroke(new BasicStroke(1f));
    for (int i = 0; i < items.size(); i++) {
      LabelLayout.Item item = items.get(i);
      LabelLayout.Placement place = at.get(i);
      place.box().filter(box -> place.leader()).ifPresent(box -> g.drawLine(item.x(), item.y(),
          (int) Math.max(box.getMinX(), Math.min(item.x(), box.getMaxX())),
          (int) Math.max(box.getMinY(), Math.min(item.y(), box.getMaxY()))));
    }
    for (int i = 0; i < items.size(); i++) {
      LabelLayout.Item item = items.get(i);
      boolean front = points.get(i).front();
      if (front) {
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(2f));
        g.drawOval(item.x() - FRONT_RADIUS, item.y() - FRONT_RADIUS, 2 * FRONT_RADIUS,
            2 * FRONT_RADIUS);
      }
      g.setFont(front && placed.get(i).box().isPresent() ? ChartStyle.SMALL_BOLD : ChartStyle.SMALL);
      String text = texts.get(i);
      at.get(i).box().ifPresent(box -> label(g, box, text));
    }
  }

  /** A label in its box, on a light background. */
  private void label(Graphics2D g, Rectangle box, String text) {
    g.setColor(BACKGROUND);
    g.fillRect(box.x, box.y, box.width, box.height);
    g.setColor(Color.BLACK);
    g.drawString(text, box.x + 2, box.y + box.height - 4);
    boxes.add(box);
  }

  /** The points as last drawn, in pixels: what no label may cover. */
  List<Rectangle> dots() {
    return items.stream().map(LabelLayout::dot).toList();
  }

  /** Every label and number box as last drawn, in pixels. */
  List<Rectangle> boxes() {
    return List.copyOf(boxes);
  }

  /** The labels that fit nowhere, in the order of their numbers (1 first). */
  List<String> numbered() {
    return List.copyOf(numbered);
  }
}
