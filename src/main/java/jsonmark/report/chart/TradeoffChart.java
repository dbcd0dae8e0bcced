package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import jsonmark.report.Languages;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Pareto;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.LengthConstraintType;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.VerticalAlignment;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * {@code tradeoff.png}: each command's mean time (with ± σ of its runs as error bars)
 * against its peak memory, a point per command coloured by language, the Pareto front (nothing
 * is both faster and leaner) joined and ringed: "fastest and leanest" in one picture, at the
 * bottom left; the front is the claims' ({@link jsonmark.report.Claims#pareto}), and an
 * interrupted run's chart says so first. Time is on the vertical axis, memory on the horizontal one (docs/output.md).
 * Each axis turns logarithmic where its values spread more than {@link Axis#LOG_SPREAD} times.
 * The labels are laid out by {@link TradeoffLabels}; the names of those that fit nowhere, and
 * the commands that could not be drawn (failed, or not profiled), are written beside the chart,
 * in a JFreeChart title drawn there. Needs profiling, for the memory.
 */
final class TradeoffChart {

  /** The memory axis: the peak, which the results table's {@code mem p95} is not. */
  static final String MEMORY_AXIS = "peak resident memory (MiB)";
  static final String TIME_AXIS = "mean wall time (s)";
  static final String FRONT = "Pareto front";
  private static final int WIDTH = 1100;
  private static final int HEIGHT = 712;
  /** Where the key beside the chart starts: below the chart's titles. */
  private static final int KEY_TOP = 100;
  private static final int KEY_WIDTH = 230;
  private static final Ellipse2D DOT = new Ellipse2D.Double(-TradeoffLabels.RADIUS,
      -TradeoffLabels.RADIUS, 2 * TradeoffLabels.RADIUS, 2 * TradeoffLabels.RADIUS);
  private static final BasicStroke FRONT_STROKE = new BasicStroke(2f);

  /**
   * The chart with its labels, the commands it could not draw, with why, and its height: taller
   * by what it says first.
   */
  record Plot(JFreeChart chart, Heading heading, TradeoffLabels labels, List<String> notDrawn,
      int height) {}

  private TradeoffChart() {}

  /** Whether some command has both a mean time and a peak memory. */
  static boolean drawable(Report report) {
    return !points(report).isEmpty();
  }

  /** The picture, or empty when no command has both a time and a memory figure. */
  static Optional<BufferedImage> draw(Report report) {
    Optional<Plot> found = plot(report);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    Plot plot = found.get();
    int height = plot.height();
    Rectangle2D area = new Rectangle2D.Double(0, 0, WIDTH, height);
    // Drawing lays the labels out, so the key of the numbered ones is known only after a first
    // pass; the second draws the same chart in the same place, so its labels fall the same way.
    Graphics2D layout = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    plot.chart().draw(layout, area);
    layout.dispose();
    Optional<TextTitle> key = key(plot.labels().numbered(), plot.notDrawn());
    int width = WIDTH + (key.isEmpty() ? 0 : KEY_WIDTH);
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, width, height);
    plot.chart().draw(g, area);
    key.ifPresent(title -> {
      title.arrange(g, new RectangleConstraint(KEY_WIDTH - 8, null, LengthConstraintType.FIXED,
          0, null, LengthConstraintType.NONE));
      int top = KEY_TOP + height - HEIGHT;
      title.draw(g, new Rectangle2D.Double(WIDTH, top, KEY_WIDTH - 8, height - top));
    });
    g.dispose();
    return Optional.of(image);
  }

  /**
   * The column beside the chart, a JFreeChart title drawn on its own: the labels that fit
   * nowhere, by number, and what is not drawn.
   */
  private static Optional<TextTitle> key(List<String> numbered, List<String> notDrawn) {
    if (numbered.isEmpty() && notDrawn.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder text = new StringBuilder();
    if (!numbered.isEmpty()) {
      text.append("labels that did not fit:");
      for (int i = 0; i < numbered.size(); i++) {
        text.append('\n').append(i + 1).append("  ")
            .append(ChartStyle.shorten(numbered.get(i), 28));
      }
      text.append("\n\n");
    }
    if (!notDrawn.isEmpty()) {
      text.append("not drawn:");
      notDrawn.forEach(line -> text.append('\n').append(ChartStyle.shorten(line, 34)));
    }
    TextTitle key = new TextTitle(text.toString().strip(), ChartStyle.TEXT);
    key.setTextAlignment(HorizontalAlignment.LEFT);
    key.setHorizontalAlignment(HorizontalAlignment.LEFT);
    key.setVerticalAlignment(VerticalAlignment.TOP);
    key.setMaximumLinesToDisplay(HEIGHT / 15);
    return Optional.of(key);
  }

  /** The chart of {@code report}, undrawn, or empty when no command has time and memory. */
  static Optional<Plot> plot(Report report) {
    List<Pareto.Point> points = points(report);
    if (points.isEmpty()) {
      return Optional.empty();
    }
    List<CommandSummary> commands = report.commands();
    // The front is the claims': the commands no other is both faster and leaner than.
    List<String> pareto = report.claims().pareto();
    List<Pareto.Point> front = points.stream()
        .filter(p -> pareto.contains(commands.get(p.index()).name()))
        .sorted(Comparator.comparingInt(p -> pareto.indexOf(commands.get(p.index()).name())))
        .toList();
    Set<Integer> onFront = front.stream().map(Pareto.Point::index).collect(Collectors.toSet());
    Axis memory = Axis.fitting(extreme(points, false), extreme(points, true));
    Axis time = Axis.fitting(
        points.stream().mapToDouble(p -> low(commands.get(p.index()))).min().orElse(1),
        points.stream().mapToDouble(p -> high(commands.get(p.index()))).max().orElse(1));
    XYSeries path = new XYSeries(FRONT, false);
    front.stream().sorted(Comparator.comparingDouble(Pareto.Point::y))
        .forEach(p -> path.add(p.y(), p.x()));
    XYLineAndShapeRenderer line = new XYLineAndShapeRenderer(true, false);
    line.setSeriesPaint(0, Color.BLACK);
    line.setSeriesStroke(0, FRONT_STROKE);
    Languages languages = new Languages(report.commands());
    YIntervalSeriesCollection byLanguage = new YIntervalSeriesCollection();
    List<Color> colours = new ArrayList<>();
    languages.legend().forEach((language, colour) -> {
      YIntervalSeries series = new YIntervalSeries(language, false, true);
      points.stream().filter(p -> Languages.of(commands.get(p.index())).equals(language))
          .forEach(p -> {
            CommandStatistics s = commands.get(p.index()).statistics().get();
            series.add(p.y(), s.mean(), s.mean() - error(s, time.log()),
                s.mean() + s.stdDev().orElse(0));
          });
      if (!series.isEmpty()) {
        byLanguage.addSeries(series);
        colours.add(colour);
      }
    });
    Painted.Errors dots = new Painted.Errors((series, item) -> colours.get(series));
    dots.setErrorPaint(Color.DARK_GRAY);
    dots.setCapLength(6);
    dots.setDefaultShape(DOT);
    dots.setAutoPopulateSeriesShape(false);
    XYPlot xy = new XYPlot(byLanguage, axis(MEMORY_AXIS, memory), axis(TIME_AXIS, time), dots);
    xy.setDataset(1, new XYSeriesCollection(path));
    xy.setRenderer(1, line);
    // Dataset 1, the front's line, first: the points are drawn over it.
    xy.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE);
    List<String> labels = ChartLabels.of(report.commands());
    List<TradeoffLabels.Point> labelled = new ArrayList<>();
    for (Pareto.Point p : front) {
      labelled.add(new TradeoffLabels.Point(p.y(), p.x(), labels.get(p.index()), true));
    }
    points.stream().filter(p -> !onFront.contains(p.index())).forEach(p -> labelled.add(
        new TradeoffLabels.Point(p.y(), p.x(), labels.get(p.index()), false)));
    TradeoffLabels annotation = new TradeoffLabels(labelled);
    Heading heading = Heading.of(report.claims().interrupted(), report.benchmark()
        + ": time against memory, fastest and leanest at the bottom left", List.of(
        "joined and ringed: the Pareto front (no other command is both faster and leaner);"
            + " bars: ± one standard deviation of the runs",
        "memory: the peak (max) of each command's samples; the table's mem p95 (MiB) is their"
            + " 95th percentile"), WIDTH);
    JFreeChart chart = ChartStyle.chart(xy, heading.title(), heading.subtitles());
    xy.addAnnotation(annotation);
    LegendItemCollection legend = new LegendItemCollection();
    for (int i = 0; i < byLanguage.getSeriesCount(); i++) {
      legend.add(new LegendItem(byLanguage.getSeriesKey(i).toString(), null, null, null, DOT,
          colours.get(i)));
    }
    legend.add(new LegendItem(FRONT, null, null, null, new Line2D.Double(-9, 0, 9, 0),
        FRONT_STROKE, Color.BLACK));
    ChartStyle.legend(chart, legend, RectangleEdge.RIGHT);
    return Optional.of(new Plot(chart, heading, annotation, notDrawn(report, labels),
        HEIGHT + heading.above()));
  }

  /** The axis titled {@code title} (and "log scale" when it is) over {@code axis}'s range. */
  private static ValueAxis axis(String title, Axis axis) {
    if (axis.log()) {
      return TickedLogAxis.of(title + ", log scale", axis, "");
    }
    return ChartStyle.numbers(title, axis.min(), axis.max());
  }

  /**
   * How far the bar goes below the mean: σ, or 0 for a single run; on a log axis at most 90 %
   * of the mean, since a bar's bottom end at or below zero has no place on a log axis.
   */
  private static double error(CommandStatistics s, boolean logTime) {
    double sigma = s.stdDev().orElse(0);
    return logTime ? Math.min(sigma, 0.9 * s.mean()) : sigma;
  }

  private static double low(CommandSummary command) {
    CommandStatistics s = command.statistics().get();
    return Math.max(s.mean() - s.stdDev().orElse(0), s.mean() / 10);
  }

  private static double high(CommandSummary command) {
    CommandStatistics s = command.statistics().get();
    return s.mean() + s.stdDev().orElse(0);
  }

  /** The commands with no point, each with why: no run succeeded, or memory was not sampled. */
  private static List<String> notDrawn(Report report, List<String> labels) {
    List<String> lines = new ArrayList<>();
    Set<Integer> drawn = points(report).stream().map(Pareto.Point::index)
        .collect(Collectors.toSet());
    for (int i = 0; i < report.commands().size(); i++) {
      if (!drawn.contains(i)) {
        lines.add(labels.get(i) + (report.commands().get(i).statistics().isEmpty()
            ? ": failed" : ": no memory sample"));
      }
    }
    return lines;
  }

  /** Each command with a mean time and a peak memory, as a point (time, MiB). */
  static List<Pareto.Point> points(Report report) {
    List<Pareto.Point> points = new ArrayList<>();
    List<CommandSummary> commands = report.commands();
    for (int i = 0; i < commands.size(); i++) {
      Optional<CommandStatistics> statistics = commands.get(i).statistics();
      if (statistics.isEmpty()) {
        continue;
      }
      double mean = statistics.get().mean();
      double peak = commands.get(i).profile().map(p -> p.memMax()).orElse(Double.NaN);
      if (mean > 0 && peak > 0 && Double.isFinite(peak)) {
        points.add(new Pareto.Point(i, mean, peak));
      }
    }
    return points;
  }

  private static double extreme(List<Pareto.Point> points, boolean highest) {
    var memory = points.stream().mapToDouble(Pareto.Point::y);
    return (highest ? memory.max() : memory.min()).orElse(1);
  }
}
