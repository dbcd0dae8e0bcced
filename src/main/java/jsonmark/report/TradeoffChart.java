package jsonmark.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
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
  private static final int TOP = 70;
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
    Axis x = Axis.fitting(min(points, true), max(points, true));
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
        + " leaner)" + (x.log() || y.log() ? "; log scale where values spread widely" : ""),
        LEFT, 48);
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
    for (Pareto.Point point : points) {
      CommandSummary command = commands.get(point.index());
      boolean best = onFront.contains(point.index());
      int r = best ? 7 : 5;
      int px = px(x, point, plotWidth);
      int py = py(y, point, plotHeight);
      g.setColor(languages.colour(command.result()));
      g.fillOval(px - r, py - r, 2 * r, 2 * r);
      g.setColor(best ? FRONT : Color.GRAY);
      g.drawOval(px - r, py - r, 2 * r, 2 * r);
      g.setFont(new Font(Font.SANS_SERIF, best ? Font.BOLD : Font.PLAIN, 11));
      String label = Canvas.shorten(command.result().name());
      // A light box behind the label keeps it readable where the front's line crosses it.
      g.setColor(new Color(255, 255, 255, 200));
      g.fillRect(px + r + 2, py - 8, g.getFontMetrics().stringWidth(label) + 2, 15);
      g.setColor(Color.BLACK);
      g.drawString(label, px + r + 3, py + 4);
    }
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    legend(g, languages.legend(), LEFT + plotWidth + 40, TOP + 10);
    g.dispose();
    return Optional.of(image);
  }

  private static int px(Axis x, Pareto.Point point, int width) {
    return LEFT + (int) Math.round(x.fraction(point.x()) * width);
  }

  private static int py(Axis y, Pareto.Point point, int height) {
    return TOP + height - (int) Math.round(y.fraction(point.y()) * height);
  }

  private static void legend(Graphics2D g, Map<String, Color> colours, int x, int y) {
    for (Map.Entry<String, Color> entry : colours.entrySet()) {
      g.setColor(entry.getValue());
      g.fillOval(x, y - 10, 11, 11);
      g.setColor(Color.BLACK);
      g.drawString(entry.getKey(), x + 17, y);
      y += 20;
    }
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

  private static double min(List<Pareto.Point> points, boolean x) {
    return points.stream().mapToDouble(p -> x ? p.x() : p.y()).min().orElse(1);
  }

  private static double max(List<Pareto.Point> points, boolean x) {
    return points.stream().mapToDouble(p -> x ? p.x() : p.y()).max().orElse(1);
  }
}
