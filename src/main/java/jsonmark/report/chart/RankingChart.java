package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
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
  private static final int ROW = 24;
  private static final int TOP = 78;
  private static final int BOTTOM = 70;
  private static final int RIGHT = 40;
  private static final Color FAILED = new Color(190, 30, 30);

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
    BufferedImage image = new BufferedImage(WIDTH, TOP + ROW * rows.size() + BOTTOM,
        BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    g.setFont(Canvas.TEXT);
    FontMetrics metrics = g.getFontMetrics();
    int left = 24 + rows.stream().mapToInt(r -> metrics.stringWidth(r.label())).max().orElse(0);
    int plotWidth = WIDTH - left - RIGHT;
    int bottom = TOP + ROW * rows.size();
    g.setColor(Color.BLACK);
    g.setFont(Canvas.TITLE);
    g.drawString("Mean time over the fastest command's, per benchmark (1 = the fastest)", left,
        26);
    g.setFont(Canvas.TEXT);
    g.drawString("log scale; fastest overall on top (geometric mean over the benchmarks);"
        + " whiskers: fastest to slowest run; colour: language", left, 46);
    legend(g, matrix, left, 66);
    for (double tick : axis.ticks()) {
      int x = left + (int) Math.round(axis.fraction(tick) * plotWidth);
      g.setColor(Canvas.GRID);
      g.drawLine(x, TOP - 4, x, bottom);
      g.setColor(Color.DARK_GRAY);
      Canvas.centred(g, Axis.label(tick) + "×", x, bottom + 16);
    }
    Canvas.centred(g, "times the fastest command's mean time on that benchmark",
        left + plotWidth / 2, bottom + 36);
    for (int i = 0; i < rows.size(); i++) {
      Row row = rows.get(i);
      int y = TOP + i * ROW + ROW / 2;
      if (i % 2 == 1) {
        g.setColor(new Color(246, 246, 246));
        g.fillRect(left, y - ROW / 2, plotWidth, ROW);
      }
      g.setColor(Color.BLACK);
      g.drawString(row.label(), left - 10 - metrics.stringWidth(row.label()), y + 4);
      List<String> failed = new ArrayList<>();
      for (int b = 0; b < benchmarks; b++) {
        Ratio ratio = row.ratios().get(b);
        if (ratio == null) {
          failed.add(matrix.reports().get(b).benchmark());
          continue;
        }
        // Spread the benchmarks a little apart vertically, so equal ratios stay visible.
        int dy = (int) Math.round((b - (benchmarks - 1) / 2.0) * 4);
        int x = left + (int) Math.round(axis.fraction(ratio.mean()) * plotWidth);
        int low = left + (int) Math.round(axis.fraction(Math.max(1, ratio.low())) * plotWidth);
        int high = left + (int) Math.round(axis.fraction(ratio.high()) * plotWidth);
        g.setColor(Color.GRAY);
        g.drawLine(low, y + dy, high, y + dy);
        marker(g, b, x, y + dy, row.colour());
      }
      if (!failed.isEmpty()) {
        g.setColor(FAILED);
        String text = "failed on " + String.join(", ", failed);
        g.drawString(text, left + plotWidth - metrics.stringWidth(text) - 4, y + 4);
      }
    }
    g.dispose();
    return Optional.of(image);
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

  private static void legend(Graphics2D g, MatrixReport matrix, int x, int y) {
    for (int b = 0; b < matrix.reports().size(); b++) {
      marker(g, b, x + 5, y - 4, Color.WHITE);
      g.setColor(Color.BLACK);
      String name = matrix.reports().get(b).benchmark();
      g.drawString(name, x + 14, y);
      x += 34 + g.getFontMetrics().stringWidth(name);
    }
  }

  /** The marker of the {@code b}th benchmark: circle, square, triangle, diamond, then again. */
  private static void marker(Graphics2D g, int b, int x, int y, Color fill) {
    int r = 5;
    Shape shape = switch (b % 4) {
      case 0 -> new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
      case 1 -> new Rectangle(x - r + 1, y - r + 1, 2 * r - 2, 2 * r - 2);
      case 2 -> new Polygon(new int[] {x, x + r + 1, x - r - 1}, new int[] {y - r - 1, y + r,
          y + r}, 3);
      default -> new Polygon(new int[] {x, x + r + 1, x, x - r - 1}, new int[] {y - r - 1, y,
          y + r + 1, y}, 4);
    };
    g.setColor(fill);
    g.fill(shape);
    g.setColor(Color.BLACK);
    g.setStroke(new BasicStroke(1f));
    g.draw(shape);
  }
}
