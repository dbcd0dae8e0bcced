package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.Languages;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;

/**
 * {@code time.png}: one horizontal bar per command, fastest on top, coloured by language, the
 * start-up share of each bar drawn lighter, and ± σ as an error bar; a command with no
 * successful run gets a row that says so at the bottom, rather than disappearing. Drawn with Java2D, since
 * XChart's category charts draw vertical bars only, whose names would have to be slanted.
 */
final class TimeChart {

  private static final int WIDTH = 1000;
  private static final int ROW = 26;
  private static final int TOP = 64;
  private static final int BOTTOM = 84;
  private static final int RIGHT = 110;
  private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  private static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  private static final Color FAILED = new Color(190, 30, 30);

  private TimeChart() {}

  /** The picture, or empty when no command has a time. */
  static Optional<BufferedImage> draw(Report report) {
    List<CommandSummary> timed =
        report.commands().stream()
            .filter(c -> c.statistics().isPresent())
            .sorted(Comparator.comparingDouble(c -> c.statistics().get().mean()))
            .toList();
    if (timed.isEmpty()) {
      return Optional.empty();
    }
    List<CommandSummary> failed =
        report.commands().stream().filter(c -> c.statistics().isEmpty()).toList();
    Map<String, String> labels = labels(report);
    Languages languages = new Languages(report.commands());
    int rows = timed.size() + failed.size();
    int height = TOP + ROW * rows + BOTTOM;
    BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    g.setFont(TEXT);
    FontMetrics metrics = g.getFontMetrics();
    int left = 20 + report.commands().stream()
        .mapToInt(c -> metrics.stringWidth(labels.get(c.name())))
        .max().orElse(0);
    int plotWidth = WIDTH - left - RIGHT;
    double highest = timed.stream()
        .mapToDouble(c -> c.statistics().get().mean() + c.statistics().get().stdDev().orElse(0))
        .max().orElse(1);
    Axis axis = Axis.linear(highest);
    int bottom = TOP + ROW * rows;
    g.setFont(TITLE);
    g.setColor(Color.BLACK);
    g.drawString(report.benchmark() + ": mean wall time per command, fastest first", left, 28);
    g.setFont(TEXT);
    g.drawString("error bars: ± σ over the runs; lighter part: start-up (the same command on an"
        + " empty file)", left, 48);
    for (double tick : axis.ticks()) {
      int x = left + (int) Math.round(axis.fraction(tick) * plotWidth);
      g.setColor(Canvas.GRID);
      g.drawLine(x, TOP - 4, x, bottom);
      g.setColor(Color.DARK_GRAY);
      Canvas.centred(g, Axis.label(tick), x, bottom + 16);
    }
    Canvas.centred(g, "time (s)", left + plotWidth / 2, bottom + 36);
    for (int i = 0; i < timed.size(); i++) {
      CommandSummary command = timed.get(i);
      double mean = command.statistics().get().mean();
      double sigma = command.statistics().get().stdDev().orElse(0);
      double startup = Math.min(mean, command.startup().seconds().orElse(0));
      int y = TOP + i * ROW + 4;
      int barHeight = ROW - 8;
      Color colour = languages.colour(command);
      int x0 = left;
      int xStartup = left + (int) Math.round(axis.fraction(startup) * plotWidth);
      int xMean = left + (int) Math.round(axis.fraction(mean) * plotWidth);
      g.setColor(Languages.light(colour));
      g.fillRect(x0, y, xStartup - x0, barHeight);
      g.setColor(colour);
      g.fillRect(xStartup, y, xMean - xStartup, barHeight);
      g.setColor(Color.BLACK);
      String name = labels.get(command.name());
      g.drawString(name, left - 8 - metrics.stringWidth(name), y + barHeight - 4);
      int xHigh = xMean;
      if (sigma > 0) {
        int xLow = left + (int) Math.round(axis.fraction(Math.max(0, mean - sigma)) * plotWidth);
        xHigh = left + (int) Math.round(axis.fraction(mean + sigma) * plotWidth);
        g.setStroke(new BasicStroke(1.5f));
        int mid = y + barHeight / 2;
        g.drawLine(xLow, mid, xHigh, mid);
        g.drawLine(xLow, mid - 5, xLow, mid + 5);
        g.drawLine(xHigh, mid - 5, xHigh, mid + 5);
        g.setStroke(new BasicStroke(1f));
      }
      g.setColor(Color.DARK_GRAY);
      g.drawString(Numbers.fixed(mean, 3) + " s", xHigh + 6, y + barHeight - 4);
    }
    for (int i = 0; i < failed.size(); i++) {
      int y = TOP + (timed.size() + i) * ROW + 4;
      String name = labels.get(failed.get(i).name());
      g.setColor(Color.BLACK);
      g.drawString(name, left - 8 - metrics.stringWidth(name), y + ROW - 12);
      g.setColor(FAILED);
      g.drawString("failed: no successful run", left + 6, y + ROW - 12);
    }
    legend(g, languages.legend(), left, bottom + 62);
    g.dispose();
    return Optional.of(image);
  }

  /** Each command's chart label, by its name. */
  private static Map<String, String> labels(Report report) {
    List<String> labels = ChartLabels.of(report.commands());
    Map<String, String> byName = new HashMap<>();
    for (int i = 0; i < labels.size(); i++) {
      byName.put(report.commands().get(i).name(), labels.get(i));
    }
    return byName;
  }

  private static void legend(Graphics2D g, Map<String, Color> colours, int x, int y) {
    for (Map.Entry<String, Color> entry : colours.entrySet()) {
      g.setColor(entry.getValue());
      g.fillRect(x, y - 10, 12, 12);
      g.setColor(Color.BLACK);
      g.drawString(entry.getKey(), x + 16, y);
      x += 30 + g.getFontMetrics().stringWidth(entry.getKey());
    }
  }
}
