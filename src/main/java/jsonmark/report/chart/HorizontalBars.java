package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Languages;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * One horizontal bar per command, in the order given, coloured by language, with an optional
 * lighter first part and an error bar, and the commands without a figure listed below with why:
 * the chart that {@link TimeChart} and {@link InstructionChart} share, on JFreeChart's XY plot
 * turned horizontal (rows on a symbol axis, each bar an interval, each error bar an interval).
 *
 * @param title the chart's title
 * @param subtitles what the bars, the lighter parts and the error bars are
 * @param axis the axis's label, with its unit
 * @param bars the commands with a figure, top first
 * @param missing the commands without one, each with why
 * @param legend each language's colour
 * @param above the pixels a sentence said first adds above the chart's own titles, 0 for none
 */
record HorizontalBars(String title, List<String> subtitles, String axis, List<Bar> bars,
    List<Missing> missing, Map<String, Color> legend, int above) {

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

  static final int WIDTH = 1000;
  /** Pixels per row, and around the rows: the titles above, the axis and legend below. */
  static final int ROW = 26;
  private static final int AROUND = 138;
  /** The pixels of one more line of subtitle: the text's height and its padding. */
  private static final int SUBTITLE = ChartStyle.wrappedHeight("x", ChartStyle.TEXT, WIDTH) - 2;
  /** The part of a row a bar fills. */
  private static final double THICKNESS = 0.7;
  /** Room for the axis's own parts, beside the names and the chart's padding. */
  private static final int FRAME = 44;
  static final Color FAILED = new Color(190, 30, 30);
  /** The gap between a bar's end and its figure. */
  private static final String GAP = "  ";

  HorizontalBars {
    subtitles = List.copyOf(subtitles);
    bars = List.copyOf(bars);
    missing = List.copyOf(missing);
  }

  HorizontalBars(String title, List<String> subtitles, String axis, List<Bar> bars,
      List<Missing> missing, Map<String, Color> legend) {
    this(title, subtitles, axis, bars, missing, legend, 0);
  }

  /**
   * The same chart saying {@code first} before anything else, its own title and subtitles
   * after: how a chart of a run that did not run to its end says so first.
   */
  HorizontalBars saying(Optional<String> first) {
    Heading heading = Heading.of(first, title, subtitles, WIDTH);
    // Taller by the sentence, as the title font wraps it, so the rows keep their height.
    return new HorizontalBars(heading.title(), heading.subtitles(), axis, bars, missing, legend,
        heading.above());
  }

  /** What the chart says above its plot: its title, then its subtitles. */
  List<String> lines() {
    return new Heading(title, subtitles, above).lines();
  }

  /** The picture's height: a row per command, whatever their number, and what is said first. */
  int height() {
    // AROUND holds the title and one subtitle; the chart's own title is a subtitle after a
    // sentence said first, whose height is {@code above}.
    int more = subtitles.size() - (above > 0 ? 2 : 1);
    return AROUND + above + Math.max(0, more) * SUBTITLE
        + ROW * (bars.size() + missing.size());
  }

  /** The picture, or empty when no command has a figure. */
  Optional<BufferedImage> draw() {
    return bars.isEmpty() ? Optional.empty()
        : Optional.of(ChartStyle.image(chart(), WIDTH, height()));
  }

  /** The chart; {@code bars} must not be empty. */
  JFreeChart chart() {
    List<String> labels = new ArrayList<>();
    bars.forEach(b -> labels.add(b.label()));
    missing.forEach(m -> labels.add(m.label()));
    XYIntervalSeries lighter = new XYIntervalSeries("lighter");
    XYIntervalSeries rest = new XYIntervalSeries("rest");
    YIntervalSeries errors = new YIntervalSeries("error");
    for (int row = 0; row < bars.size(); row++) {
      Bar bar = bars.get(row);
      double split = Math.min(bar.lighter(), bar.value());
      lighter.add(row, row - THICKNESS / 2, row + THICKNESS / 2, split, 0, split);
      rest.add(row, row - THICKNESS / 2, row + THICKNESS / 2, bar.value(), split, bar.value());
      if (bar.low().isPresent() && bar.high() > bar.low().getAsDouble()) {
        errors.add(row, bar.value(), bar.low().getAsDouble(), bar.high());
      }
    }
    XYIntervalSeriesCollection parts = new XYIntervalSeriesCollection();
    parts.addSeries(lighter);
    parts.addSeries(rest);
    Painted.Bars barRenderer = new Painted.Bars((series, item) -> series == 0
        ? Languages.light(bars.get(item).colour()) : bars.get(item).colour());
    barRenderer.setUseYInterval(true);
    barRenderer.setMargin(0);
    barRenderer.setDrawBarOutline(false);
    YIntervalSeriesCollection bounds = new YIntervalSeriesCollection();
    bounds.addSeries(errors);
    Painted.Errors errorRenderer = new Painted.Errors((series, item) -> Color.BLACK);
    errorRenderer.setDefaultShapesVisible(false);
    errorRenderer.setErrorStroke(new BasicStroke(1.5f));
    errorRenderer.setCapLength(10);

    NumberAxis values = ChartStyle.numbers(axis, 0, upper(labels));
    XYPlot plot = new XYPlot(parts, ChartStyle.rows(labels), values, barRenderer);
    plot.setDataset(1, bounds);
    plot.setRenderer(1, errorRenderer);
    // JFreeChart draws the last dataset first by default: the error bars would lie under the bars.
    plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
    plot.setOrientation(PlotOrientation.HORIZONTAL);
    plot.setDomainGridlinesVisible(false);
    plot.setOutlineVisible(false);
    JFreeChart chart = ChartStyle.chart(plot, title, subtitles);
    for (int row = 0; row < bars.size(); row++) {
      Bar bar = bars.get(row);
      plot.addAnnotation(text(GAP + bar.text(), row, Math.max(bar.value(), bar.high()),
          Color.DARK_GRAY));
    }
    for (int i = 0; i < missing.size(); i++) {
      plot.addAnnotation(text(GAP + missing.get(i).why(), bars.size() + i, 0, FAILED));
    }
    LegendItemCollection items = new LegendItemCollection();
    legend.forEach((language, colour) -> items.add(
        new LegendItem(language, null, null, null, new Rectangle(-6, -6, 12, 12), colour)));
    ChartStyle.legend(chart, items, RectangleEdge.BOTTOM);
    return chart;
  }

  /** A figure written after a bar, in the row's middle. */
  private static XYTextAnnotation text(String text, double row, double at, Color colour) {
    XYTextAnnotation annotation = new XYTextAnnotation(text, row, at);
    annotation.setFont(ChartStyle.TEXT);
    annotation.setPaint(colour);
    annotation.setTextAnchor(TextAnchor.CENTER_LEFT);
    return annotation;
  }

  /**
   * Where the value axis ends: past the longest bar by as much as the widest figure after a bar
   * takes, since JFreeChart clips what it writes in a plot to the plot.
   */
  private double upper(List<String> labels) {
    int names = labels.stream().mapToInt(l -> ChartStyle.width(l, ChartStyle.TEXT)).max()
        .orElse(0);
    int plotWidth = WIDTH - FRAME - names;
    int text = bars.stream().mapToInt(b -> ChartStyle.width(GAP + b.text(), ChartStyle.TEXT))
        .max().orElse(0) + 8;
    double highest = bars.stream().mapToDouble(b -> Math.max(b.value(), b.high())).max()
        .orElse(1);
    return (highest > 0 ? highest : 1) * plotWidth / Math.max(plotWidth / 3, plotWidth - text);
  }
}
