package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
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
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLabelLocation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BorderArrangement;
import org.jfree.chart.block.BlockContainer;
import org.jfree.chart.block.LabelBlock;
import org.jfree.chart.block.LengthConstraintType;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.title.CompositeTitle;
import org.jfree.chart.ui.Size2D;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * {@code cpu.png} and {@code memory.png} as small multiples: one panel per command, all on the
 * same two axes ({@link ProfilePanels}), so that a glance down the grid compares commands. Each
 * sample is drawn as a step over the interval it covers, every run faintly and the run of median
 * wall time strongly: a run of one to three samples reads as one to three flat steps from the
 * start, not as stray dots, and a run of hundreds as a curve. A run too short for its steps to
 * show on the shared time axis is a dot at its mean, at its end. Each panel's title gives the
 * command's figure (mean CPU %, peak MiB); a command whose runs ended before the first sample
 * gets a panel that says so. Each panel is a JFreeChart chart of its own, drawn in its cell: a
 * JFreeChart plot has no grid of plots (its combined plots stack them in one row or column).
 */
final class ProfileGrid {

  /** What one grid plots: the figure, its name and unit, and how a panel sums it up. */
  record Figure(String what, String unit, ToDoubleFunction<Sample> value, boolean mayBeLog,
      boolean peak) {}

  static final int PANEL_WIDTH = 320;
  static final int PANEL_HEIGHT = 200;
  static final int HEADER = 74;
  private static final int MAX_COLUMNS = 4;
  /** A run narrower than this, in pixels, is drawn as a dot. */
  private static final double MIN_RUN_WIDTH = 4;
  /** About how wide a panel's plot is, to tell which runs are too short for a line. */
  private static final double PLOT_WIDTH = 250;

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
    int columns = columns(grid);
    int rows = (panels.size() + columns - 1) / columns;
    Heading heading = heading(report, figure, grid, columns);
    int width = width(heading, columns);
    int header = HEADER + heading.above();
    int height = header + rows * PANEL_HEIGHT;
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, width, height);
    // The header is a chart of titles only: an XY plot with no data and nothing to show of it.
    XYPlot empty = new XYPlot();
    empty.setOutlineVisible(false);
    empty.setNoDataMessage(null);
    ChartStyle.chart(empty, heading.title(), heading.subtitles()).draw(g,
        new Rectangle2D.Double(0, 0, width, header));
    for (int i = 0; i < panels.size(); i++) {
      int x = (i % columns) * PANEL_WIDTH;
      int y = header + (i / columns) * PANEL_HEIGHT;
      panel(grid, panels.get(i), figure).draw(g, new Rectangle2D.Double(x, y, PANEL_WIDTH,
          PANEL_HEIGHT));
    }
    g.dispose();
    return Optional.of(image);
  }

  /**
   * What the grid says above its panels: the claims' word that the run was interrupted first
   * when it was, then the figure's title and how to read the panels.
   */
  static Optional<Heading> heading(Results results, Figure figure) {
    return ProfilePanels.of(results, figure.value(), figure.mayBeLog()).map(grid ->
        heading(results.report(), figure, grid, columns(grid)));
  }

  /** As many columns as panels, up to {@link #MAX_COLUMNS}. */
  private static int columns(ProfilePanels grid) {
    return Math.min(MAX_COLUMNS, grid.panels().size());
  }

  private static Heading heading(Report report, Figure figure, ProfilePanels grid, int columns) {
    String title = report.benchmark() + ": " + figure.what();
    List<String> subtitles = List.of(
        String.format(Locale.ROOT, "%s against seconds since start, the same scales in every"
            + " panel%s", figure.unit(), grid.value().log() ? " (logarithmic)" : ""),
        "each sample drawn over the interval it covers; faint: every run, strong: the median run;"
            + " a run too short for a line: a dot at its mean");
    Heading plain = Heading.of(Optional.empty(), title, subtitles, 0);
    return Heading.of(report.claims().interrupted(), title, subtitles, width(plain, columns));
  }

  /**
   * The picture's width: the panels', or with one or two panels the header's, which is then
   * wider (a sentence said first wraps to it).
   */
  private static int width(Heading heading, int columns) {
    return Math.max(columns * PANEL_WIDTH, 40 + Math.max(heading.above() > 0 ? 0
        : ChartStyle.width(heading.title(), ChartStyle.TITLE), heading.subtitles().stream()
            .mapToInt(line -> ChartStyle.width(line, ChartStyle.TEXT)).max().orElse(0)));
  }

  /** One command's panel: its runs as steps on the shared axes, under its name and figure. */
  private static JFreeChart panel(ProfilePanels grid, Panel panel, Figure figure) {
    XYSeriesCollection steps = new XYSeriesCollection();
    XYSeriesCollection dots = new XYSeriesCollection();
    XYStepRenderer lines = new XYStepRenderer();
    XYLineAndShapeRenderer points = new XYLineAndShapeRenderer(false, true);
    Color faint = new Color(panel.colour().getRed(), panel.colour().getGreen(),
        panel.colour().getBlue(), 80);
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < panel.curves().size(); i++) {
      if (i != panel.median()) {
        order.add(i);
      }
    }
    if (panel.median() >= 0) {
      order.add(panel.median()); // last, so that it is drawn over the others
    }
    for (int i : order) {
      Curve curve = panel.curves().get(i);
      boolean strong = i == panel.median();
      Color colour = strong ? panel.colour() : faint;
      if (curve.end() / grid.time().max() * PLOT_WIDTH < MIN_RUN_WIDTH) {
        XYSeries dot = new XYSeries(i, false);
        dot.add(curve.end(), clamp(grid.value(), curve.mean()));
        double r = strong ? 3.5 : 3;
        points.setSeriesPaint(dots.getSeriesCount(), colour);
        points.setSeriesShape(dots.getSeriesCount(), new Ellipse2D.Double(-r, -r, 2 * r, 2 * r));
        dots.addSeries(dot);
        continue;
      }
      // A step renderer holds each value until the next point: one point at each sample's
      // start, and one at the run's end.
      XYSeries step = new XYSeries(i, false);
      double[] ends = curve.ends();
      double[] values = curve.values();
      for (int k = 0; k < values.length; k++) {
        step.add(k == 0 ? 0 : ends[k - 1], clamp(grid.value(), values[k]));
      }
      step.add(curve.end(), clamp(grid.value(), values[values.length - 1]));
      lines.setSeriesPaint(steps.getSeriesCount(), colour);
      lines.setSeriesStroke(steps.getSeriesCount(), new BasicStroke(strong ? 2f : 1.2f));
      steps.addSeries(step);
    }
    XYPlot plot = new XYPlot(steps, time(grid.time()), values(grid.value()), lines);
    plot.setDataset(1, dots);
    plot.setRenderer(1, points);
    plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
    plot.setNoDataMessage("not sampled: every run ended before the profiler's first sample");
    plot.setNoDataMessageFont(ChartStyle.TEXT);
    plot.setNoDataMessagePaint(Color.DARK_GRAY);
    JFreeChart chart = ChartStyle.chart(plot, null, List.of());
    chart.setPadding(new RectangleInsets(4, 6, 4, 14));
    chart.addSubtitle(heading(panel, figure));
    return chart;
  }

  /** The panel's heading: the command on the left, its figure on the right. */
  private static CompositeTitle heading(Panel panel, Figure figure) {
    String summary = panel.curves().isEmpty() ? ""
        : figure.peak() ? "peak " + figure(panel.max()) + " MiB"
        : "mean " + figure(panel.mean()) + " %";
    // The figure takes the right of the line; a long name gives way to it.
    int room = PANEL_WIDTH - 70 - ChartStyle.width(summary, ChartStyle.SMALL);
    String name = panel.title();
    for (int length = name.length(); ChartStyle.width(name, ChartStyle.HEADING) > room
        && length > 4; length--) {
      name = ChartStyle.shorten(panel.title(), length);
    }
    BlockContainer line = new BlockContainer(new BorderArrangement());
    line.add(new LabelBlock(name, ChartStyle.HEADING), RectangleEdge.LEFT);
    line.add(new LabelBlock(summary, ChartStyle.SMALL, Color.DARK_GRAY), RectangleEdge.RIGHT);
    CompositeTitle heading = new FullWidth(line);
    heading.setPadding(new RectangleInsets(2, 36, 4, 4));
    return heading;
  }

  /**
   * A title as wide as the chart: JFreeChart lays a title out at its own width, which would
   * leave the figure beside the name instead of at the panel's right edge.
   */
  private static final class FullWidth extends CompositeTitle {
    private static final long serialVersionUID = 1L;

    FullWidth(BlockContainer container) {
      super(container);
    }

    @Override
    public Size2D arrange(Graphics2D g2, RectangleConstraint constraint) {
      return super.arrange(g2, constraint.getWidthConstraintType() == LengthConstraintType.RANGE
          ? constraint.toFixedWidth(constraint.getWidthRange().getUpperBound()) : constraint);
    }
  }

  /** The shared time axis: seconds since the spawn. */
  private static NumberAxis time(Axis time) {
    // A little room before 0, so that the dot of a run that ended at once is not cut in half.
    NumberAxis axis = ChartStyle.numbers("s", time.min() - time.max() / 50, time.max());
    axis.setLabelLocation(AxisLabelLocation.HIGH_END);
    axis.setTickLabelFont(ChartStyle.SMALL);
    axis.setLabelFont(ChartStyle.SMALL);
    return axis;
  }

  /** The shared value axis, linear from 0 or logarithmic. */
  private static ValueAxis values(Axis value) {
    ValueAxis axis;
    if (value.log()) {
      axis = TickedLogAxis.of(null, value, "");
    } else {
      axis = ChartStyle.numbers(null, value.min(), value.max());
    }
    axis.setTickLabelFont(ChartStyle.SMALL);
    return axis;
  }

  /** A value moved onto the axis if below it: 0 MiB has no place on a log axis. */
  private static double clamp(Axis axis, double value) {
    return axis.log() ? Math.max(axis.min(), value) : Math.max(0, value);
  }

  /** Three significant digits, or a whole number from 100 on: 1234, 467, 14.9, 3.36. */
  static String figure(double value) {
    if (!Double.isFinite(value) || Math.abs(value) >= 99.95) {
      return String.format(Locale.ROOT, "%.0f", value);
    }
    return new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros().toPlainString();
  }
}
