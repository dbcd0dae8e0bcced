package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import jsonmark.profile.Sample;
import jsonmark.report.Report;
import jsonmark.report.Results;
import jsonmark.report.chart.ProfilePanels.Curve;
import jsonmark.report.chart.ProfilePanels.Panel;

/**
 * {@code cpu.png} and {@code memory.png} as small multiples: one panel per command, all on the
 * same two axes ({@link ProfilePanels}), so that a glance down the grid compares commands. Each
 * sample is drawn as a step over the interval it covers, every run faintly and the run of median
 * wall time strongly: a run of one to three samples reads as one to three flat steps from the
 * start, not as stray dots, and a run of hundreds as a curve. A run too short for its steps to
 * show on the shared time axis is a dot at its mean, at its end. Each panel's title gives the
 * command's figure (mean CPU %, peak MiB); a command whose runs ended before the first sample
 * gets a panel that says so.
 */
final class ProfileGrid {

  /** What one grid plots: the figure, its name and unit, and how a panel sums it up. */
  record Figure(String what, String unit, ToDoubleFunction<Sample> value, boolean mayBeLog,
      boolean peak) {}

  private static final int PANEL_WIDTH = 320;
  private static final int PANEL_HEIGHT = 200;
  private static final int HEADER = 74;
  private static final int MAX_COLUMNS = 4;
  private static final int PLOT_LEFT = 46;
  private static final int PLOT_RIGHT = 14;
  private static final int PLOT_TOP = 30;
  private static final int PLOT_BOTTOM = 34;
  /** A run narrower than this, in pixels, is drawn as a dot. */
  private static final double MIN_RUN_WIDTH = 4;

  private ProfileGrid() {}

  /** The grid, or empty when no command was profiled at all. */
  static Optional<BufferedImage> draw(Results results, Figure figure) {
    Report report = results.report();
    Optional<ProfilePanels> found = ProfilePanels.of(results, figure.value(), figure.mayBeLog());
    if (found.isEmpty()) {
      return Optional.empty();
    }
    ProfilePanels grid = found.get();
    List<Panel> panels = grid.panels();
    int columns = Math.min(MAX_COLUMNS, panels.size());
    int rows = (panels.size() + columns - 1) / columns;
    String title = report.benchmark() + ": " + figure.what();
    String[] subtitle = {
      String.format(Locale.ROOT, "%s against seconds since start, the same scales in every"
          + " panel%s", figure.unit(), grid.value().log() ? " (logarithmic)" : ""),
      "each sample drawn over the interval it covers; faint: every run, strong: the median run;"
          + " a run too short for a line: a dot at its mean",
    };
    // With one or two panels the header is wider than the panels: the picture grows to fit it.
    int width = Math.max(columns * PANEL_WIDTH, 24 + Math.max(textWidth(title, Canvas.TITLE),
        Math.max(textWidth(subtitle[0], Canvas.TEXT), textWidth(subtitle[1], Canvas.TEXT))));
    BufferedImage image =
        new BufferedImage(width, HEADER + rows * PANEL_HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    g.setColor(Color.BLACK);
    g.setFont(Canvas.TITLE);
    g.drawString(title, 12, 24);
    g.setFont(Canvas.TEXT);
    g.drawString(subtitle[0], 12, 44);
    g.drawString(subtitle[1], 12, 60);
    for (int i = 0; i < panels.size(); i++) {
      int x = (i % columns) * PANEL_WIDTH;
      int y = HEADER + (i / columns) * PANEL_HEIGHT;
      Panel panel = panels.get(i);
      if (panel.curves().isEmpty()) {
        unsampled(g, panel, x, y);
      } else {
        panel(g, grid, panel, figure, x, y);
      }
    }
    g.dispose();
    return Optional.of(image);
  }

  /** Where the plot of the panel at ({@code x}, {@code y}) maps values and seconds. */
  private record Plot(int left, int top, int width, int height, Axis time, Axis value) {

    double x(double seconds) {
      return left + time.fraction(Math.max(time.min(), seconds)) * width;
    }

    double y(double v) {
      double clamped = value.log() ? Math.max(value.min(), v) : Math.max(0, v);
      return top + height - value.fraction(clamped) * height;
    }
  }

  private static void panel(
      Graphics2D g, ProfilePanels grid, Panel panel, Figure figure, int x, int y) {
    Plot plot = new Plot(x + PLOT_LEFT, y + PLOT_TOP, PANEL_WIDTH - PLOT_LEFT - PLOT_RIGHT,
        PANEL_HEIGHT - PLOT_TOP - PLOT_BOTTOM, grid.time(), grid.value());
    String summary = figure.peak()
        ? "peak " + figure(panel.max()) + " MiB" : "mean " + figure(panel.mean()) + " %";
    g.setFont(Canvas.SMALL);
    g.setColor(Color.DARK_GRAY);
    int right = plot.left() + plot.width();
    int summaryWidth = g.getFontMetrics().stringWidth(summary);
    g.drawString(summary, right - summaryWidth, y + 16);
    // The summary takes the right of the title line; a long title gives way to it.
    g.setFont(Canvas.HEADING);
    g.setColor(Color.BLACK);
    String title = panel.title();
    int room = right - plot.left() - summaryWidth - 10;
    for (int length = title.length(); g.getFontMetrics().stringWidth(title) > room
        && length > 4; length--) {
      title = Canvas.shorten(panel.title(), length);
    }
    g.drawString(title, plot.left(), y + 16);
    axes(g, plot);
    Shape clip = g.getClip();
    g.clipRect(plot.left(), plot.top() - 2, plot.width() + 1, plot.height() + 3);
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < panel.curves().size(); i++) {
      if (i != panel.median()) {
        order.add(i);
      }
    }
    order.add(panel.median()); // last, so that it is drawn over the others
    Color faint = new Color(panel.colour().getRed(), panel.colour().getGreen(),
        panel.colour().getBlue(), 80);
    for (int i : order) {
      boolean strong = i == panel.median();
      curve(g, plot, panel.curves().get(i), strong ? panel.colour() : faint, strong);
    }
    g.setClip(clip);
    g.setStroke(new BasicStroke(1f));
  }

  private static void curve(Graphics2D g, Plot plot, Curve curve, Color colour, boolean strong) {
    g.setColor(colour);
    if (plot.x(curve.end()) - plot.x(0) < MIN_RUN_WIDTH) {
      double r = strong ? 3.5 : 3;
      g.fill(new Ellipse2D.Double(plot.x(curve.end()) - r,
          plot.y(curve.mean()) - r, 2 * r, 2 * r));
      return;
    }
    Path2D.Double steps = new Path2D.Double();
    double[] ends = curve.ends();
    double[] values = curve.values();
    steps.moveTo(plot.x(0), plot.y(values[0]));
    for (int i = 0; i < values.length; i++) {
      double start = i == 0 ? 0 : ends[i - 1];
      steps.lineTo(plot.x(start), plot.y(values[i]));
      steps.lineTo(plot.x(ends[i]), plot.y(values[i]));
    }
    g.setStroke(new BasicStroke(strong ? 2f : 1.2f));
    g.draw(steps);
  }

  /** The grid lines and tick labels of both shared axes, and the plot's frame. */
  private static void axes(Graphics2D g, Plot plot) {
    g.setFont(Canvas.TICK);
    g.setStroke(new BasicStroke(1f));
    int bottom = plot.top() + plot.height();
    int right = plot.left() + plot.width();
    for (double tick : plot.value().ticks()) {
      int ty = (int) Math.round(plot.y(tick));
      g.setColor(Canvas.GRID);
      g.drawLine(plot.left(), ty, right, ty);
      g.setColor(Color.DARK_GRAY);
      String label = Axis.label(tick);
      g.drawString(label, plot.left() - 5 - g.getFontMetrics().stringWidth(label), ty + 4);
    }
    for (double tick : plot.time().ticks()) {
      int tx = (int) Math.round(plot.x(tick));
      g.setColor(Canvas.GRID);
      g.drawLine(tx, plot.top(), tx, bottom);
      g.setColor(Color.DARK_GRAY);
      Canvas.centred(g, Axis.label(tick), tx, bottom + 13);
    }
    Canvas.centred(g, "s", right, bottom + 26);
    g.setColor(Color.GRAY);
    g.drawRect(plot.left(), plot.top(), plot.width(), plot.height());
  }

  /** A panel for a command profiled without a single sample: it exited before the first. */
  private static void unsampled(Graphics2D g, Panel panel, int x, int y) {
    g.setColor(Canvas.GRID);
    g.drawRect(x + 8, y + 8, PANEL_WIDTH - 16, PANEL_HEIGHT - 16);
    g.setColor(Color.BLACK);
    g.setFont(Canvas.TEXT);
    Canvas.centred(g, panel.title(), x + PANEL_WIDTH / 2, y + 26);
    g.setColor(Color.DARK_GRAY);
    Canvas.centred(g, "not sampled: every run ended before", x + PANEL_WIDTH / 2,
        y + PANEL_HEIGHT / 2);
    Canvas.centred(g, "the profiler's first sample", x + PANEL_WIDTH / 2,
        y + PANEL_HEIGHT / 2 + 16);
  }

  /** Three significant digits, or a whole number from 100 on: 1234, 467, 14.9, 3.36. */
  static String figure(double value) {
    if (!Double.isFinite(value) || Math.abs(value) >= 99.95) {
      return String.format(Locale.ROOT, "%.0f", value);
    }
    return new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros().toPlainString();
  }

  private static int textWidth(String text, Font font) {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    try {
      return g.getFontMetrics(font).stringWidth(text);
    } finally {
      g.dispose();
    }
  }
}
