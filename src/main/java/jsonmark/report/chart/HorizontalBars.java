package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One horizontal bar per command, in the order given, coloured by language, with an optional
 * lighter first part and an error bar, and the commands without a figure listed below with why:
 * the drawing that {@link TimeChart} and {@link InstructionChart} share. Drawn with Java2D, since
 * XChart's category charts draw vertical bars only, whose names would have to be slanted.
 *
 * @param title the chart's title
 * @param subtitle what the bars, the lighter parts and the error bars are
 * @param axis the axis's label, with its unit
 * @param bars the commands with a figure, top first
 * @param missing the commands without one, each with why
 * @param legend each language's colour
 */
record HorizontalBars(String title, String subtitle, String axis, List<Bar> bars,
    List<Missing> missing, Map<String, Color> legend) {

  /**
   * One command's bar.
   *
   * @param label its name on the chart
   * @param colour its language's colour
   * @param value the bar's length
   * @param lighter how much of the bar, from 0, is drawn lighter, 0 for none
   * @param low the error bar's left end, empty for none
   * @param high its right end
   * @param text the figure written after the bar
   */
  record Bar(String label, Color colour, double value, double lighter, OptionalDouble low,
      double high, String text) {}

  /** A command without a figure, and why ({@code failed: no successful run}). */
  record Missing(String label, String why) {}

  private static final int WIDTH = 1000;
  private static final int ROW = 26;
  private static final int TOP = 64;
  private static final int BOTTOM = 84;
  private static final int RIGHT = 110;
  private static final Color FAILED = new Color(190, 30, 30);

  HorizontalBars {
    bars = List.copyOf(bars);
    missing = List.copyOf(missing);
  }

  /** The picture, or empty when no command has a figure. */
  Optional<BufferedImage> draw() {
    if (bars.isEmpty()) {
      return Optional.empty();
    }
    int rows = bars.size() + missing.size();
    int height = TOP + ROW * rows + BOTTOM;
    BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    g.setFont(Canvas.TEXT);
    FontMetrics metrics = g.getFontMetrics();
    int left = 20 + Math.max(
        bars.stream().mapToInt(b -> metrics.stringWidth(b.label())).max().orElse(0),
        missing.stream().mapToInt(m -> metrics.stringWidth(m.label())).max().orElse(0));
    // The figure written after each bar must fit: the plot gives way to the longest.
    int right = Math.max(RIGHT, 24 + bars.stream().mapToInt(b -> metrics.stringWidth(b.text()))
        .max().orElse(0));
    int plotWidth = WIDTH - left - right;
    double highest = bars.stream().mapToDouble(b -> Math.max(b.value(), b.high())).max()
        .orElse(1);
    Axis scale = Axis.linear(highest > 0 ? highest : 1);
    int bottom = TOP + ROW * rows;
    g.setFont(Canvas.TITLE);
    g.setColor(Color.BLACK);
    g.drawString(title, left, 28);
    g.setFont(Canvas.TEXT);
    g.drawString(subtitle, left, 48);
    for (double tick : scale.ticks()) {
      int x = left + (int) Math.round(scale.fraction(tick) * plotWidth);
      g.setColor(Canvas.GRID);
      g.drawLine(x, TOP - 4, x, bottom);
      g.setColor(Color.DARK_GRAY);
      Canvas.centred(g, Axis.label(tick), x, bottom + 16);
    }
    Canvas.centred(g, axis, left + plotWidth / 2, bottom + 36);
    for (int i = 0; i < bars.size(); i++) {
      Bar bar = bars.get(i);
      int y = TOP + i * ROW + 4;
      int barHeight = ROW - 8;
      int xLighter = left + (int) Math.round(scale.fraction(Math.min(bar.lighter(),
          bar.value())) * plotWidth);
      int xValue = left + (int) Math.round(scale.fraction(bar.value()) * plotWidth);
      g.setColor(jsonmark.report.Languages.light(bar.colour()));
      g.fillRect(left, y, xLighter - left, barHeight);
      g.setColor(bar.colour());
      g.fillRect(xLighter, y, xValue - xLighter, barHeight);
      g.setColor(Color.BLACK);
      g.drawString(bar.label(), left - 8 - metrics.stringWidth(bar.label()), y + barHeight - 4);
      int xHigh = xValue;
      if (bar.low().isPresent() && bar.high() > bar.low().getAsDouble()) {
        int xLow = left + (int) Math.round(scale.fraction(bar.low().getAsDouble()) * plotWidth);
        xHigh = left + (int) Math.round(scale.fraction(bar.high()) * plotWidth);
        g.setStroke(new BasicStroke(1.5f));
        int mid = y + barHeight / 2;
        g.drawLine(xLow, mid, xHigh, mid);
        g.drawLine(xLow, mid - 5, xLow, mid + 5);
        g.drawLine(xHigh, mid - 5, xHigh, mid + 5);
        g.setStroke(new BasicStroke(1f));
      }
      g.setColor(Color.DARK_GRAY);
      g.drawString(bar.text(), Math.max(xHigh, xValue) + 6, y + barHeight - 4);
    }
    for (int i = 0; i < missing.size(); i++) {
      int y = TOP + (bars.size() + i) * ROW + 4;
      String label = missing.get(i).label();
      g.setColor(Color.BLACK);
      g.drawString(label, left - 8 - metrics.stringWidth(label), y + ROW - 12);
      g.setColor(FAILED);
      g.drawString(missing.get(i).why(), left + 6, y + ROW - 12);
    }
    int x = left;
    for (Map.Entry<String, Color> entry : legend.entrySet()) {
      g.setColor(entry.getValue());
      g.fillRect(x, bottom + 52, 12, 12);
      g.setColor(Color.BLACK);
      g.drawString(entry.getKey(), x + 16, bottom + 62);
      x += 30 + metrics.stringWidth(entry.getKey());
    }
    g.dispose();
    return Optional.of(image);
  }
}
