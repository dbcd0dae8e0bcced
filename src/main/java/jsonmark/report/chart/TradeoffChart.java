package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import jsonmark.report.Languages;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Pareto;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code tradeoff.png} on XChart: each command's mean time (with ± σ of its runs as error bars)
 * against its peak memory, a point per command coloured by language, the Pareto front (nothing
 * is both faster and leaner) joined and ringed: "fastest and leanest" in one picture, at the
 * bottom left. Time is on the vertical axis because XChart draws error bars only vertically.
 * Each axis turns logarithmic where its values spread more than {@link Axis#LOG_SPREAD} times.
 * The labels are laid out by {@link TradeoffLabels}; the names of those that fit nowhere, and
 * the commands that could not be drawn (failed, or not profiled), are written beside the chart.
 * Needs profiling, for the memory.
 */
final class TradeoffChart {

  /** The memory axis: the peak, which the results table's {@code mem p95} is not. */
  static final String MEMORY_AXIS = "peak resident memory (MiB)";
  static final String TIME_AXIS = "mean wall time (s)";
  static final String FRONT = "Pareto front";
  private static final int WIDTH = 1100;
  private static final int CHART_HEIGHT = 640;
  private static final int HEADER = 72;
  private static final int KEY_WIDTH = 230;

  /** The XChart chart with its labels, and the commands it could not draw, with why. */
  record Plot(XYChart chart, TradeoffLabels labels, List<String> notDrawn) {}

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
    // Painting lays the labels out, so the key of the numbered ones is known only after it.
    BufferedImage chart = BitmapEncoder.getBufferedImage(plot.chart());
    List<String> key = plot.labels().numbered();
    int width = WIDTH + (key.isEmpty() && plot.notDrawn().isEmpty() ? 0 : KEY_WIDTH);
    BufferedImage image = new BufferedImage(width, HEADER + CHART_HEIGHT,
        BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    g.setColor(Color.BLACK);
    g.setFont(Canvas.TITLE);
    g.drawString(report.benchmark() + ": time against memory, fastest and leanest at the bottom"
        + " left", 12, 24);
    g.setFont(Canvas.TEXT);
    g.drawString("joined and ringed: the Pareto front (no other command is both faster and"
        + " leaner); bars: ± one standard deviation of the runs", 12, 44);
    g.drawString("memory: the peak (max) of each command's samples; the table's mem p95 (MiB)"
        + " is their 95th percentile", 12, 60);
    g.drawImage(chart, 0, HEADER, null);
    int y = HEADER + 30;
    if (!key.isEmpty()) {
      g.drawString("labels that did not fit:", WIDTH + 8, y);
      for (int i = 0; i < key.size(); i++) {
        y += 18;
        g.drawString((i + 1) + "  " + Canvas.shorten(key.get(i), 28), WIDTH + 8, y);
      }
      y += 30;
    }
    if (!plot.notDrawn().isEmpty()) {
      g.drawString("not drawn:", WIDTH + 8, y);
      for (String line : plot.notDrawn()) {
        y += 18;
        g.drawString(Canvas.shorten(line, 34), WIDTH + 8, y);
      }
    }
    g.dispose();
    return Optional.of(image);
  }

  /** The chart of {@code report}, unpainted, or empty when no command has time and memory. */
  static Optional<Plot> plot(Report report) {
    List<Pareto.Point> points = points(report);
    if (points.isEmpty()) {
      return Optional.empty();
    }
    List<CommandSummary> commands = report.commands();
    List<Pareto.Point> front = Pareto.front(points);
    Set<Integer> onFront = front.stream().map(Pareto.Point::index).collect(Collectors.toSet());
    Axis memory = Axis.fitting(extreme(points, false), extreme(points, true));
    Axis time = Axis.fitting(
        points.stream().mapToDouble(p -> low(commands.get(p.index()))).min().orElse(1),
        points.stream().mapToDouble(p -> high(commands.get(p.index()))).max().orElse(1));
    XYChart chart = new XYChartBuilder().width(WIDTH).height(CHART_HEIGHT)
        .xAxisTitle(MEMORY_AXIS + (memory.log() ? ", log scale" : ""))
        .yAxisTitle(TIME_AXIS + (time.log() ? ", log scale" : "")).build();
    style(chart, memory, time);
    List<Pareto.Point> path = front.stream()
        .sorted(Comparator.comparingDouble(Pareto.Point::y)).toList();
    XYSeries line = chart.addSeries(FRONT, path.stream().mapToDouble(Pareto.Point::y).toArray(),
        path.stream().mapToDouble(Pareto.Point::x).toArray());
    line.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
    line.setMarker(SeriesMarkers.NONE);
    line.setLineColor(Color.BLACK);
    line.setLineStyle(new BasicStroke(2f));
    Languages languages = new Languages(report.commands());
    Map<String, List<Pareto.Point>> byLanguage = new LinkedHashMap<>();
    languages.legend().keySet().forEach(language -> byLanguage.put(language, new ArrayList<>()));
    points.forEach(p -> byLanguage.get(Languages.of(commands.get(p.index()))).add(p));
    byLanguage.forEach((language, those) -> {
      if (!those.isEmpty()) {
        series(chart, language, those, commands, time.log())
            .setMarkerColor(languages.legend().get(language));
      }
    });
    List<String> labels = ChartLabels.of(report.commands());
    List<TradeoffLabels.Point> labelled = new ArrayList<>();
    for (Pareto.Point p : front) {
      labelled.add(new TradeoffLabels.Point(p.y(), p.x(), labels.get(p.index()), true));
    }
    points.stream().filter(p -> !onFront.contains(p.index())).forEach(p -> labelled.add(
        new TradeoffLabels.Point(p.y(), p.x(), labels.get(p.index()), false)));
    TradeoffLabels annotation = new TradeoffLabels(labelled);
    chart.addAnnotation(annotation);
    return Optional.of(new Plot(chart, annotation, notDrawn(report, labels)));
  }

  private static void style(XYChart chart, Axis memory, Axis time) {
    var styler = chart.getStyler();
    styler.setLocale(Locale.ROOT);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotBackgroundColor(Color.WHITE);
    styler.setPlotGridLinesColor(Canvas.GRID);
    styler.setLegendPosition(LegendPosition.OutsideE);
    styler.setLegendBorderColor(Color.WHITE);
    styler.setLegendFont(Canvas.TEXT);
    styler.setAxisTitleFont(Canvas.TEXT);
    styler.setAxisTickLabelsFont(Canvas.SMALL);
    styler.setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Scatter);
    styler.setMarkerSize(2 * TradeoffLabels.RADIUS);
    styler.setErrorBarsColorSeriesColor(false);
    styler.setErrorBarsColor(Color.DARK_GRAY);
    styler.setXAxisLogarithmic(memory.log());
    styler.setXAxisMin(memory.min());
    styler.setXAxisMax(memory.max());
    styler.setYAxisLogarithmic(time.log());
    styler.setYAxisMin(time.min());
    styler.setYAxisMax(time.max());
    // XChart labels a log axis at every decade only, or at every 1 to 9 times each decade; the
    // latter reads only while a decade spans enough pixels for the labels near its top.
    styler.setXAxisLogarithmicDecadeOnly(memory.max() / memory.min() > 60);
    styler.setYAxisLogarithmicDecadeOnly(time.max() / time.min() > 80);
    // Never the default locale's grouping ("1,000") nor XChart's "2E3" or ".05".
    styler.setXAxisDecimalPattern("0.####");
    styler.setYAxisDecimalPattern("0.####");
  }

  /** One language's points: x the peak MiB, y the mean seconds, error bars ± σ. */
  private static XYSeries series(XYChart chart, String language, List<Pareto.Point> those,
      List<CommandSummary> commands, boolean logTime) {
    double[] errors = those.stream()
        .mapToDouble(p -> error(commands.get(p.index()).statistics().get(), logTime)).toArray();
    XYSeries series = chart.addSeries(language,
        those.stream().mapToDouble(Pareto.Point::y).toArray(),
        those.stream().mapToDouble(Pareto.Point::x).toArray(), errors);
    series.setMarker(SeriesMarkers.CIRCLE);
    return series;
  }

  /**
   * σ, or 0 for a single run; on a log axis at most 90 % of the mean, since XChart would take
   * the logarithm of a bar's bottom end below zero.
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
