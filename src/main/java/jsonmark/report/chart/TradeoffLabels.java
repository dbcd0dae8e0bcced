package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * tradeoff.png's point labels as one XChart annotation: once XChart has laid out the axes, each
 * point's place in pixels is known, and {@link LabelLayout} puts every label where it covers no
 * point and no other label, with a leader line where it had to move away; a label that fits
 * nowhere becomes a number, whose name {@link #numbered()} gives for the key. XChart's own
 * {@code AnnotationText} is centred on a fixed spot in one font, without a background, so it
 * could neither avoid the points nor set the Pareto front's names in bold.
 */
final class TradeoffLabels extends Annotation {

  /** A point to label, in the chart's units; those on the Pareto front get a ring and bold. */
  record Point(double x, double y, String label, boolean front) {}

  static final int RADIUS = 5;
  static final int FRONT_RADIUS = 7;
  private static final Color LEADER = new Color(80, 80, 80);
  private static final Color BACKGROUND = new Color(255, 255, 255, 215);

  private final List<Point> points;
  private final List<LabelLayout.Item> items = new ArrayList<>();
  private final List<Rectangle> boxes = new ArrayList<>();
  private final List<String> numbered = new ArrayList<>();

  /** @param points the points, the most important first (they get the nearest places) */
  TradeoffLabels(List<Point> points) {
    super(false);
    this.points = List.copyOf(points);
  }

  @Override
  public void paint(Graphics2D g) {
    items.clear();
    boxes.clear();
    numbered.clear();
    Rectangle plot = new Rectangle(getXAxisScreenValueForMin(), getYAxisScreenValueForMin(),
        getXAxisScreenValueForMax() - getXAxisScreenValueForMin(),
        getYAxisScreenValueForMax() - getYAxisScreenValueForMin());
    for (Point point : points) {
      int width = g.getFontMetrics(point.front() ? Canvas.SMALL_BOLD : Canvas.SMALL).stringWidth(point.label()) + 4;
      items.add(new LabelLayout.Item(getXAxisScreenValue(point.x()),
          getYAxisScreenValue(point.y()), point.front() ? FRONT_RADIUS : RADIUS, width, 15));
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
            g.getFontMetrics(Canvas.SMALL).stringWidth(String.valueOf(numbered.size())) + 4, 13));
      }
    }
    List<LabelLayout.Placement> numberPlaces = LabelLayout.place(numbers, plot, fixed);
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
      g.setFont(front && placed.get(i).box().isPresent() ? Canvas.SMALL_BOLD : Canvas.SMALL);
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

  /** The points as last painted, in pixels: what no label may cover. */
  List<Rectangle> dots() {
    return items.stream().map(LabelLayout::dot).toList();
  }

  /** Every label and number box as last painted, in pixels. */
  List<Rectangle> boxes() {
    return List.copyOf(boxes);
  }

  /** The labels that fit nowhere, in the order of their numbers (1 first). */
  List<String> numbered() {
    return List.copyOf(numbered);
  }
}
