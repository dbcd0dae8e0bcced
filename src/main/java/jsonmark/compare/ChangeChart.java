package jsonmark.compare;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import jsonmark.compare.CompareReport.CountDelta;
import jsonmark.compare.CompareReport.CountRow;
import jsonmark.compare.CompareReport.Delta;
import jsonmark.compare.CompareReport.Row;
import jsonmark.compare.CompareReport.Table;
import jsonmark.report.chart.ChartStyle;
import jsonmark.report.chart.Painted;
import jsonmark.report.chart.TickedLogAxis;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The change of each command against the base at a glance: a dot per command at new over old,
 * its 95 % interval as a line, on a log scale centred on 1 (so +25 % and −20 % lie equally far
 * out), sorted by change; significant slowdowns red, speed-ups green, {@code ~} grey. Drawn with
 * JFreeChart as every chart is, its intervals as error bars along a log axis, each its own
 * width on either side of the dot.
 */
final class ChangeChart {

  static final Color SLOWER = new Color(200, 40, 40);
  static final Color FASTER = new Color(30, 140, 60);
  static final Color SAME = new Color(140, 140, 140);
  /** Candidate ticks inside the axis, by priority: each is drawn where there is room. */
  private static final double[] TICKS =
      {0.5, 2, 0.8, 1.25, 0.9, 1.1, 0.95, 1.05, 0.98, 1.02, 0.2, 5, 0.1, 10, 0.67, 1.5, 3};
  /** Where the axis may end on the slower side, nearest first; then every tenfold. */
  private static final double[] SLOWER_ENDS = {1.02, 1.05, 1.1, 1.25, 1.5, 2, 3, 5, 10};
  /** Where it may end on the faster side, nearest first; then every tenth. */
  private static final double[] FASTER_ENDS = {0.98, 0.95, 0.9, 0.8, 0.67, 0.5, 0.2, 0.1};
  /** Least room between two tick labels, in pixels. */
  private static final int TICK_ROOM = 44;
  private static final int WIDTH = 1000;
  private static final int ROW = 24;
  /** Pixels around the rows: the title above, the axis below. */
  private static final int AROUND = 110;
  private static final int RIGHT = 90;

  /** One dot: its label, its change and interval as ratios, its verdict. */
  record Point(String label, double ratio, double low, double high, String verdict) {}

  private ChangeChart() {}

  /**
   * The points of folder {@code column} (1 = the second folder) against the base, sorted: of the
   * instruction counts when only they were compared (the times beside them are Valgrind's), else
   * of the times.
   */
  static List<Point> points(CompareReport report, int column) {
    List<Point> points = new ArrayList<>();
    boolean several = report.benchmarks().size() > 1;
    for (Table table : report.benchmarks()) {
      if (counts(report)) {
        for (CountRow row : table.instructions()) {
          CountDelta d = row.changes().get(column - 1);
          if (d != null) {
            points.add(new Point((several ? table.benchmark() + " " : "") + row.name(),
                1 + d.changePercent() / 100, 1 + d.lowPercent() / 100,
                1 + d.highPercent() / 100, switch (d.verdict()) {
                  case "more" -> "slower";
                  case "fewer" -> "faster";
                  default -> "~";
                }));
          }
        }
        continue;
      }
      for (Row row : table.rows()) {
        Delta d = row.changes().get(column - 1);
        if (d != null && d.lowPercent() != null && d.highPercent() != null) {
          points.add(new Point((several ? table.benchmark() + " " : "") + row.name(),
              1 + d.changePercent() / 100, 1 + d.lowPercent() / 100, 1 + d.highPercent() / 100,
              d.verdict()));
        }
      }
    }
    points.sort(Comparator.comparingDouble(Point::ratio));
    return points;
  }

  /** The PNG, or empty when no command has an interval against the base. */
  static Optional<byte[]> png(CompareReport report, int column) throws IOException {
    List<Point> points = points(report, column);
    if (points.isEmpty()) {
      return Optional.empty();
    }
    String title = report.folders().get(column).label() + " against "
        + report.folders().get(0).label() + (counts(report)
            ? ": change of the instruction count, run-to-run range (log scale; left of 0 ="
                + " fewer)"
            : ": change of the mean time, 95% interval (log scale; left of 0 = faster)");
    return Optional.of(ChartStyle.png(draw(points, title)));
  }

  /** Whether the chart shows instruction counts: what a comparison under instructions holds. */
  static boolean counts(CompareReport report) {
    return !report.timesCompared();
  }

  /** What the chart shows, under it in compare.html. */
  static String caption(CompareReport report) {
    return counts(report)
        ? "Each command's change in instructions with the range of its run-to-run ratios; red"
            + " more, green fewer, grey ~"
        : "Each command's change with its 95% interval; red slower, green faster, grey ~";
  }

  /** The chart of {@code points} under {@code title}, as a picture. */
  static BufferedImage draw(List<Point> points, String title) {
    return draw(points, title, null);
  }

  /** As {@link #draw(List, String)}, recording where the plot went in {@code info}. */
  static BufferedImage draw(List<Point> points, String title, ChartRenderingInfo info) {
    List<String> labels = points.stream().map(p -> ChartStyle.shorten(p.label())).toList();
    int left = 20 + labels.stream().mapToInt(l -> ChartStyle.width(l, ChartStyle.TEXT)).max()
        .orElse(0);
    int plot = WIDTH - left - RIGHT;
    double span = span(points);
    YIntervalSeries series = new YIntervalSeries("change");
    for (int i = 0; i < points.size(); i++) {
      series.add(i, points.get(i).ratio(), points.get(i).low(), points.get(i).high());
    }
    YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
    dataset.addSeries(series);
    Painted.Errors renderer = new Painted.Errors((s, item) -> colour(points.get(item)));
    renderer.setSeriesShape(0, new Ellipse2D.Double(-5, -5, 10, 10));
    renderer.setErrorStroke(new BasicStroke(2));
    renderer.setCapLength(8);
    TickedLogAxis change = new TickedLogAxis("change against the base (new over old, log scale)",
        Math.exp(-span), Math.exp(span), ticks(points, plot),
        tick -> Cells.percent((tick - 1) * 100).replace(".0%", "%"));
    XYPlot xy = new XYPlot(dataset, ChartStyle.rows(labels), change, renderer);
    // The figures on the right, row by row, each in its verdict's colour: a second axis of rows.
    xy.setDomainAxis(1, ChartStyle.rows(points.stream()
        .map(p -> "~".equals(p.verdict()) ? "~" : Cells.percent((p.ratio() - 1) * 100))
        .toList(), points.stream().map(ChangeChart::colour).toList()));
    xy.setDomainAxisLocation(1, AxisLocation.BOTTOM_OR_RIGHT);
    xy.setOrientation(PlotOrientation.HORIZONTAL);
    xy.setDomainGridlinesVisible(false);
    xy.setOutlineVisible(false);
    xy.addRangeMarker(new ValueMarker(1, Color.DARK_GRAY, new BasicStroke(1f)));
    JFreeChart chart = ChartStyle.chart(xy, title, List.of());
    return ChartStyle.image(chart, WIDTH, AROUND + ROW * points.size(), info);
  }

  private static Color colour(Point point) {
    return switch (point.verdict()) {
      case "slower" -> SLOWER;
      case "faster" -> FASTER;
      default -> SAME;
    };
  }

  /**
   * The ticks drawn on an axis {@code plot} pixels wide: no change, a round figure beyond the
   * farthest interval on each side that has one (so the axis covers every point; on the nearer
   * side, where the axis reaches farther still, only if it has room), then as many of the
   * {@link #TICKS} as fit between them.
   */
  static List<Double> ticks(List<Point> points, int plot) {
    double span = span(points);
    List<Double> candidates = new ArrayList<>();
    end(points, true).ifPresent(candidates::add);
    end(points, false).ifPresent(candidates::add);
    Arrays.stream(TICKS).forEach(candidates::add);
    List<Double> ticks = new ArrayList<>(List.of(1.0));
    for (double tick : candidates) {
      double at = Math.log(tick) / (2 * span) * plot;
      // An end too near another tick is left out: the symmetric axis reaches past it anyway.
      if (Math.abs(Math.log(tick)) <= span && ticks.stream()
          .noneMatch(t -> Math.abs(Math.log(t) / (2 * span) * plot - at) < TICK_ROOM)) {
        ticks.add(tick);
      }
    }
    ticks.sort(null);
    return ticks;
  }

  /**
   * Half the axis, as a log ratio: out to the farther of the two ends, at least ±5 %, with a
   * little room so that no end tick sits on the chart's edge.
   */
  private static double span(List<Point> points) {
    double reach = Math.log(1.05);
    reach = Math.max(reach, end(points, true).map(Math::log).orElse(0.0));
    reach = Math.max(reach, -end(points, false).map(Math::log).orElse(0.0));
    return reach * 1.04;
  }

  /**
   * The round ratio just beyond the farthest interval end on the slower side ({@code slower}) or
   * the faster one; empty when no interval reaches that side.
   */
  private static Optional<Double> end(List<Point> points, boolean slower) {
    double farthest = 1;
    for (Point p : points) {
      double value = slower ? p.high() : p.low();
      if (value > 0 && Double.isFinite(value)) {
        farthest = slower ? Math.max(farthest, value) : Math.min(farthest, value);
      }
    }
    if (farthest == 1) {
      return Optional.empty();
    }
    double[] ends = slower ? SLOWER_ENDS : FASTER_ENDS;
    for (double end : ends) {
      if (slower ? end >= farthest : end <= farthest) {
        return Optional.of(end);
      }
    }
    double end = ends[ends.length - 1];
    while (slower ? end < farthest : end > farthest) {
      end = slower ? end * 10 : end / 10;
    }
    return Optional.of(end);
  }
}
