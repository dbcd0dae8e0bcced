package jsonmark.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import jsonmark.result.CommandSummary;
import jsonmark.stats.Pareto;

/**
 * {@code tradeoff.png}: mean time against peak memory, one labelled point per command, coloured
 * by language, with the Pareto front (nothing is both faster and leaner) drawn larger and joined:
 * "fastest and leanest" in one picture. Each axis turns logarithmic where its values spread more
 * than {@link Axis#LOG_SPREAD} times. Needs profiling, for the memory.
 */
final class TradeoffChart {

  private static final int WIDTH = 1100;
  private static final int HEIGHT = 720;
  private static final int LEFT = 90;
  private static final int RIGHT = 200;
  private static final int TOP = 80;
  private static final int BOTTOM = 90;
  private static final Color FRONT = new Color(20, 20, 20);

  private TradeoffChart() {}

  /** Whether some command has both a mean time and a peak memory. */
  static boolean drawable(Report report) {
    return !points(report).isEmpty();
  }

  /** The picture, or empty when no command has both a time and a memory figure. */
  static Optional<BufferedImage> draw(Report report) {
    List<Pareto.Point> points = points(report);
    if (points.isEmpty()) {
      return Optional.empty();
    }
    List<CommandSummary> commands = report.commands();
    Languages languages = new Languages(report.results());
    List<String> labels = ChartLabels.of(report.results());
    Axis x = Axis.fitting(time(report, points, true), time(report, points, false));
    Axis y = Axis.fitting(min(points, false), max(points, false));
    BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    int plotWidth = WIDTH - LEFT - RIGHT;
    int plotHeight = HEIGHT - TOP - BOTTOM;
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
    g.setColor(Color.BLACK);
    g.drawString(report.benchmark() + ": time against memory, fastest and leanest at the bottom"
        + " left", LEFT, 28);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    g.drawString("joined, larger points: the Pareto front (no other command is both faster and"
        + " leaner); whiskers: fastest to slowest run", LEFT, 46);
    g.drawString("memory: the peak (max) of each command's samples; the table's mem p95 (MiB)"
        + " is their 95th percentile", LEFT, 61);
    for (double tick : x.ticks()) {
      int px = LEFT + (int) Math.round(x.fraction(tick) * plotWidth);
      g.setColor(Canvas.GRID);
      g.drawLine(px, TOP, px, TOP + plotHeight);
      g.setColor(Color.DARK_GRAY);
      Canvas.centred(g, Axis.label(tick), px, TOP + plotHeight + 18);
    }
    for (double tick : y.ticks()) {
      int py = TOP + plotHeight - (int) Math.round(y.fraction(tick) * plotHeight);
      g.setColor(Canvas.GRID);
      g.drawLine(LEFT, py, LEFT + plotWidth, py);
      g.setColor(Color.DARK_GRAY);
      String label = Axis.label(tick);
      g.drawString(label, LEFT - 8 - g.getFontMetrics().stringWidth(label), py + 4);
    }
    g.setColor(Color.BLACK);
    Canvas.centred(g, "mean wall time (s)" + (x.log() ? ", log scale" : ""),
        LEFT + plotWidth / 2, TOP + plotHeight + 42);
    AffineTransform straight = g.getTransform();
    g.rotate(-Math.PI / 2);
    Canvas.centred(g, "peak resident memory (MiB)" + (y.log() ? ", log scale" : ""),
        -(TOP + plotHeight / 2), 24);
    g.setTransform(straight);
    List<Pareto.Point> front = Pareto.front(points);
    Set<Integer> onFront = front.stream().map(Pareto.Point::index).collect(Collectors.toSet());
    g.setColor(FRONT);
    g.setStroke(new BasicStroke(2f));
    for (int i = 1; i < front.size(); i++) {
      g.drawLine(px(x, front.get(i - 1), plotWidth), py(y, front.get(i - 1), plotHeight),
          px(x, front.get(i), plotWidth), py(y, front.get(i), plotHeight));
    }
    g.setStroke(new BasicStroke(1f));
    List<Pareto.Point> order = new ArrayList<>(front);
    points.stream().filter(p -> !onFront.contains(p.index())).forEach(order::add);
    Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    Font bold = new Font(Font.SANS_SERIF, Font.BOLD, 11);
    List<LabelLayout.Item> items = new ArrayList<>();
    for (Pareto.Point point : order) {
      boolean best = onFront.contains(point.index());
      String label = labels.get(point.index());
      int width = g.getFontMetrics(best ? bold : plain).stringWidth(label) + 4;
      items.add(new LabelLayout.Item(px(x, point, plotWidth), py(y, point, plotHeight),
          best ? 7 : 5, width, 15));
    }
    Rectangle plot = new Rectangle(LEFT, TOP, plotWidth, plotHeight);
    List<LabelLayout.Placement> placed = LabelLayout.place(items, plot);
    // What fits nowhere by name gets a number near its point, spelled out in the key.
    List<LabelLayout.Item> numbered = new ArrayList<>();
    List<Integer> numberedAt = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      if (placed.get(i).box().isEmpty()) {
        LabelLayout.Item item = items.get(i);
        String number = String.valueOf(numberedAt.size() + 1);
        numbered.add(new LabelLayout.Item(item.x(), item.y(), item.radius(),
            g.getFontMetrics(plain).stringWidth(number) + 4, 13));
        numberedAt.add(i);
      }
    }
    List<LabelLayout.Placement> numbers = placeAround(items, placed, numbered, plot);
    for (int i = 0; i < order.size(); i++) {
      whiskers(g, x, order.get(i), commands.get(order.get(i).index()), plotWidth,
          items.get(i).y());
    }
    for (int i = 0; i < order.size(); i++) {
      LabelLayout.Item item = items.get(i);
      LabelLayout.Placement at = placed.get(i);
      at.box().ifPresent(box -> leader(g, item, box, at.leader()));
    }
    for (int j = 0; j < numbered.size(); j++) {
      LabelLayout.Placement at = numbers.get(j);
      LabelLayout.Item item = numbered.get(j);
      at.box().ifPresent(box -> leader(g, item, box, at.leader()));
    }
    for (int i = 0; i < order.size(); i++) {
      Pareto.Point point = order.get(i);
      CommandSummary command = commands.get(point.index());
      boolean best = onFront.contains(point.index());
      LabelLayout.Item item = items.get(i);
      int r = item.radius();
      g.setColor(languages.colour(command.result()));
      g.fillOval(item.x() - r, item.y() - r, 2 * r, 2 * r);
      g.setColor(best ? FRONT : Color.GRAY);
      g.drawOval(item.x() - r, item.y() - r, 2 * r, 2 * r);
      g.setFont(best ? bold : plain);
      placed.get(i).box().ifPresent(box -> text(g, labels.get(point.index()), box));
    }
    g.setFont(plain);
    for (int j = 0; j < numbered.size(); j++) {
      String number = String.valueOf(j + 1);
      numbers.get(j).box().ifPresent(box -> text(g, number, box));
    }
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    int keyTop = legend(g, languages.legend(), LEFT + plotWidth + 40, TOP + 10) + 16;
    for (int j = 0; j < numberedAt.size(); j++) {
      g.setColor(Color.BLACK);
      g.drawString((j + 1) + "  " + Canvas.shorten(labels.get(order.get(numberedAt.get(j))
          .index()), 22), LEFT + plotWidth + 40, keyTop + 18 * j);
    }
    g.dispose();
    return Optional.of(image);
  }

  private static int px(Axis x, Pareto.Point point, int width) {
    return LEFT + (int) Math.round(x.fraction(point.x()) * width);
  }

  private static int py(Axis y, Pareto.Point point, int height) {
    return TOP + height - (int) Math.round(y.fraction(point.y()) * height);
  }

  /** Draws the colour of each language, one per line; returns the y below the last. */
  private static int legend(Graphics2D g, Map<String, Color> colours, int x, int y) {
    for (Map.Entry<String, Color> entry : colours.entrySet()) {
      g.setColor(entry.getValue());
      g.fillOval(x, y - 10, 11, 11);
      g.setColor(Color.BLACK);
      g.drawString(entry.getKey(), x + 17, y);
      y += 20;
    }
    return y;
  }

  /** The numbers of the labels that fit nowhere, placed around every point and label. */
  private static List<LabelLayout.Placement> placeAround(List<LabelLayout.Item> items,
      List<LabelLayout.Placement> placed, List<LabelLayout.Item> numbered, Rectangle plot) {
    List<Rectangle> fixed = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      fixed.add(LabelLayout.dot(items.get(i)));
      placed.get(i).box().ifPresent(fixed::add);
    }
    return LabelLayout.place(numbered, plot, fixed);
  }

  /** A line from the point to a label set apart from it. */
  private static void leader(Graphics2D g, LabelLayout.Item item, Rectangle box,
      boolean leader) {
    if (leader) {
      g.setColor(new Color(80, 80, 80));
      int tx = (int) Math.max(box.getMinX(), Math.min(item.x(), box.getMaxX()));
      int ty = (int) Math.max(box.getMinY(), Math.min(item.y(), box.getMaxY()));
      g.drawLine(item.x(), item.y(), tx, ty);
    }
  }

  /** A label in its box, on a light background that keeps it readable over lines. */
  private static void text(Graphics2D g, String label, Rectangle box) {
    g.setColor(new Color(255, 255, 255, 215));
    g.fillRect(box.x, box.y, box.width, box.height);
    g.setColor(Color.BLACK);
    g.drawString(label, box.x + 2, box.y + box.height - 4);
  }

  /** The spread of a command's runs, fastest to slowest, as a horizontal line through it. */
  private static void whiskers(Graphics2D g, Axis x, Pareto.Point point, CommandSummary command,
      int plotWidth, int py) {
    var statistics = command.statistics().get();
    if (statistics.max() <= statistics.min()) {
      return;
    }
    int low = LEFT + (int) Math.round(x.fraction(statistics.min()) * plotWidth);
    int high = LEFT + (int) Math.round(x.fraction(statistics.max()) * plotWidth);
    g.setColor(Color.DARK_GRAY);
    g.drawLine(low, py, high, py);
    g.drawLine(low, py - 4, low, py + 4);
    g.drawLine(high, py - 4, high, py + 4);
  }

  /** Each command with a mean time and a peak memory, as a point (time, MiB). */
  private static List<Pareto.Point> points(Report report) {
    List<Pareto.Point> points = new ArrayList<>();
    List<CommandSummary> commands = report.commands();
    for (int i = 0; i < commands.size(); i++) {
      CommandSummary command = commands.get(i);
      if (command.statistics().isEmpty()) {
        continue;
      }
      double mean = command.statistics().get().mean();
      double memory =
          command.statistics().get().profile().map(p -> p.memMax()).orElse(Double.NaN);
      if (mean > 0 && memory > 0 && Double.isFinite(memory)) {
        points.add(new Pareto.Point(i, mean, memory));
      }
    }
    return points;
  }

  /** The fastest (or slowest) run of any point: the time axis spans the whiskers. */
  private static double time(Report report, List<Pareto.Point> points, boolean fastest) {
    var runs = points.stream().map(p -> report.commands().get(p.index()).statistics().get())
        .mapToDouble(s -> fastest ? s.min() : s.max());
    return (fastest ? runs.min() : runs.max()).orElse(1);
  }

  private static double min(List<Pareto.Point> points, boolean x) {
    return points.stream().mapToDouble(p -> x ? p.x() : p.y()).min().orElse(1);
  }

  private static double max(List<Pareto.Point> points, boolean x) {
    return points.stream().mapToDouble(p -> x ? p.x() : p.y()).max().orElse(1);
  }
}
