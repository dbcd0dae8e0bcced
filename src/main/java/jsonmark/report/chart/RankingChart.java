package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Polygon;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Languages;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * {@code ranking.png} of a run over several benchmarks: one row per command, fastest overall on
 * top (by the geometric mean of its ratios), and on each row one marker per benchmark at the
 * command's mean time over the fastest command's on that benchmark, on a log axis from 1 (the
 * fastest), with whiskers from its fastest to its slowest run. Markers are filled with the
 * command's language colour, as in every other chart; the benchmark is the marker's shape. A
 * command that failed on a benchmark says so on its row instead of being left out.
 */
final class RankingChart {

  private static final int WIDTH = 1100;
  /** Pixels per row, and around the rows: the titles and legend above, the axis below. */
  private static final int ROW = 24;
  private static final int AROUND = 150;
  /** How far apart the benchmarks' markers of one row are, in rows, so equal ones both show. */
  private static final double STAGGER = 0.17;

  private RankingChart() {}

  /** One command's row: its label, language colour, ratio per benchmark (empty: failed). */
  private record Row(String label, Color colour, List<Ratio> ratios) {}

  /** A command's mean, fastest and slowest run over the fastest command's mean. */
  private record Ratio(double mean, double low, double high) {}

  static Optional<BufferedImage> draw(MatrixReport matrix) {
    List<Row> rows = rows(matrix);
    if (rows.isEmpty()) {
      return Optional.empty();
    }
    int benchmarks = matrix.reports().size();
    double highest = rows.stream().flatMap(r -> r.ratios().stream())
        .filter(r -> r != null).mapToDouble(Ratio::high).max().orElse(2);
    // From a little under 1, so that the fastest markers are not cut by the frame.
    Axis axis = new Axis(0.9, Axis.fitting(1, Math.max(2, highest)).max(), true);
    YIntervalSeriesCollection markers = new YIntervalSeriesCollection();
    List<List<Color>> fills = new ArrayList<>();
    for (int b = 0; b < benchmarks; b++) {
      YIntervalSeries series = new YIntervalSeries(matrix.reports().get(b).benchmark());
      List<Color> colours = new ArrayList<>();
      for (int i = 0; i < rows.size(); i++) {
        Ratio ratio = rows.get(i).ratios().get(b);
        if (ratio != null) {
          series.add(i + (b - (benchmarks - 1) / 2.0) * STAGGER, ratio.mean(),
              Math.max(1, ratio.low()), ratio.high());
          colours.add(rows.get(i).colour());
        }
      }
      markers.addSeries(series);
      fills.add(colours);
    }
    Painted.Errors renderer = new Painted.Errors((series, item) -> fills.get(series).get(item));
    renderer.setErrorPaint(Color.GRAY);
    renderer.setCapLength(0);
    renderer.setUseOutlinePaint(true);
    renderer.setDefaultOutlinePaint(Color.BLACK);
    renderer.setAutoPopulateSeriesOutlinePaint(false);
    for (int b = 0; b < benchmarks; b++) {
      renderer.setSeriesShape(b, marker(b));
    }
    SymbolAxis names = ChartStyle.rows(rows.stream().map(Row::label).toList());
    names.setGridBandsVisible(true);
    XYPlot plot = new XYPlot(markers, names, TickedLogAxis.of(
        "times the fastest command's mean time on that benchmark", axis, "×"), renderer);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.setDomainGridlinesVisible(false);
    plot.setOutlineVisible(false);
    JFreeChart chart = ChartStyle.chart(plot,
        "Mean time over the fastest command's, per benchmark (1 = the fastest)",
        List.of("log scale; fastest overall on top (geometric mean over the benchmarks);"
            + " whiskers: fastest to slowest run; colour: language"));
    for (int i = 0; i < rows.size(); i++) {
      List<String> failed = new ArrayList<>();
      for (int b = 0; b < benchmarks; b++) {
        if (rows.get(i).ratios().get(b) == null) {
          failed.add(matrix.reports().get(b).benchmark());
        }
      }
      if (!failed.isEmpty()) {
        XYTextAnnotation text = new XYTextAnnotation("failed on " + String.join(", ", failed)
            + "  ", i, axis.max());
        text.setFont(ChartStyle.TEXT);
        text.setPaint(HorizontalBars.FAILED);
        text.setTextAnchor(TextAnchor.CENTER_RIGHT);
        plot.addAnnotation(text);
      }
    }
    LegendItemCollection legend = new LegendItemCollection();
    for (int b = 0; b < benchmarks; b++) {
      legend.add(new LegendItem(matrix.reports().get(b).benchmark(), null, null, null,
          marker(b), Color.WHITE, new BasicStroke(1f), Color.BLACK));
    }
    ChartStyle.legend(chart, legend, RectangleEdge.TOP);
    return Optional.of(ChartStyle.image(chart, WIDTH, AROUND + ROW * rows.size()));
  }

  /**
   * The rows fastest overall first ({@link MatrixReport#byOverall}); commands that failed
   * everywhere are listed last.
   */
  private static List<Row> rows(MatrixReport matrix) {
    List<CommandSummary> results = new ArrayList<>();
    for (String name : matrix.commandNames()) {
      matrix.reports().stream().flatMap(r -> MatrixReport.command(r, name).stream())
          .findFirst().ifPresent(results::add);
    }
    List<String> labels = ChartLabels.of(results);
    Languages languages = new Languages(results);
    List<Row> rows = new ArrayList<>();
    // A ranking is an order: fastest overall first, whatever --sort says of the tables.
    for (String name : matrix.byOverall()) {
      int i = matrix.commandNames().indexOf(name);
      List<Ratio> ratios = new ArrayList<>();
      for (Report report : matrix.reports()) {
        ratios.add(ratio(report, name).orElse(null));
      }
      rows.add(new Row(labels.get(i), languages.colour(results.get(i)), ratios));
    }
    return matrix.commandNames().stream().anyMatch(n -> matrix.overall(n).isPresent())
        ? rows : List.of();
  }

  /** The command's mean, fastest and slowest run over the benchmark's fastest mean. */
  private static Optional<Ratio> ratio(Report report, String name) {
    OptionalDouble mean = MatrixReport.overTheFastest(report, name);
    if (mean.isEmpty()) {
      return Optional.empty();
    }
    CommandStatistics s = MatrixReport.command(report, name).flatMap(CommandSummary::statistics)
        .orElseThrow();
    double best = s.mean() / mean.getAsDouble();
    return Optional.of(new Ratio(mean.getAsDouble(), s.min() / best, s.max() / best));
  }

  /** The marker of the {@code b}th benchmark: circle, square, triangle, diamond, then again. */
  private static Shape marker(int b) {
    int r = 5;
    return switch (b % 4) {
      case 0 -> new Ellipse2D.Double(-r, -r, 2 * r, 2 * r);
      case 1 -> new Rectangle(-r + 1, -r + 1, 2 * r - 2, 2 * r - 2);
      case 2 -> new Polygon(new int[] {0, r + 1, -r - 1}, new int[] {-r - 1, r, r}, 3);
      default -> new Polygon(new int[] {0, r + 1, 0, -r - 1}, new int[] {-r - 1, 0, r + 1, 0}, 4);
    };
  }
}
