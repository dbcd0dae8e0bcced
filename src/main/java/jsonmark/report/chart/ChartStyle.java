package jsonmark.report.chart;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.AbstractRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;

/**
 * What every chart shares: the one set of fonts and colours (a JFreeChart theme applied to each
 * chart), the chart's titles, the axes of rows and of plain numbers, and PNG encoding.
 */
public final class ChartStyle {

  /** The grid lines of every plot. */
  private static final Color GRID = new Color(225, 225, 225);

  /** Every chart's fonts, one set: a chart's title. */
  public static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  /** Subtitles, names, figures, axis titles and legends. */
  public static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  /** A panel's heading inside a chart. */
  public static final Font HEADING = new Font(Font.SANS_SERIF, Font.BOLD, 12);
  /** Labels placed among the points, and the ticks of a small panel's axes. */
  public static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
  /** The same, bold, for the label that matters most. */
  public static final Font SMALL_BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 11);
  /** A row's background every other row, where rows are many and thin. */
  static final Color BAND = new Color(246, 246, 246);
  private static final StandardChartTheme THEME = theme();
  private static final int MAX_LABEL = 32;

  private ChartStyle() {}

  /** JFreeChart's standard theme, except that it leaves the colours of series as given. */
  private static final class Theme extends StandardChartTheme {
    private static final long serialVersionUID = 1L;

    Theme() {
      super("jsonmark");
    }

    /** Series keep their colours: a language's is fixed, and the stock theme clears them. */
    @Override
    protected void applyToAbstractRenderer(AbstractRenderer renderer) {}
  }

  private static StandardChartTheme theme() {
    StandardChartTheme theme = new Theme();
    theme.setExtraLargeFont(TITLE);
    theme.setLargeFont(TEXT);
    theme.setRegularFont(TEXT);
    theme.setSmallFont(SMALL);
    theme.setPlotBackgroundPaint(Color.WHITE);
    theme.setPlotOutlinePaint(Color.GRAY);
    theme.setDomainGridlinePaint(GRID);
    theme.setRangeGridlinePaint(GRID);
    theme.setLegendItemPaint(Color.BLACK);
    theme.setAxisLabelPaint(Color.DARK_GRAY);
    theme.setTickLabelPaint(Color.DARK_GRAY);
    theme.setGridBandPaint(Color.WHITE);
    theme.setGridBandAlternatePaint(BAND);
    theme.setAxisOffset(RectangleInsets.ZERO_INSETS);
    return theme;
  }

  /**
   * A chart of {@code plot} in the one theme, its title and subtitles flush left, without a
   * legend: add one with {@link #legend}. A null title is none.
   */
  public static JFreeChart chart(Plot plot, String title, List<String> subtitles) {
    JFreeChart chart = new JFreeChart(title, TITLE, plot, false);
    if (title != null) {
      chart.getTitle().setHorizontalAlignment(HorizontalAlignment.LEFT);
      // A title that wraps (an interrupted run's sentence said first) stays flush left.
      chart.getTitle().setTextAlignment(HorizontalAlignment.LEFT);
      chart.getTitle().setPadding(new RectangleInsets(2, 10, 2, 10));
    }
    for (String line : subtitles) {
      TextTitle subtitle = new TextTitle(line);
      subtitle.setHorizontalAlignment(HorizontalAlignment.LEFT);
      subtitle.setPadding(new RectangleInsets(1, 10, 1, 10));
      chart.addSubtitle(subtitle);
    }
    chart.setPadding(new RectangleInsets(8, 8, 8, 16));
    THEME.apply(chart);
    chart.setAntiAlias(true);
    chart.setTextAntiAlias(true);
    return chart;
  }

  /** A legend of {@code items} at {@code edge}, flush left, in the theme's font. */
  public static void legend(JFreeChart chart, LegendItemCollection items, RectangleEdge edge) {
    if (chart.getPlot() instanceof XYPlot xy) {
      xy.setFixedLegendItems(items);
    }
    LegendTitle legend = new LegendTitle(chart.getPlot());
    legend.setItemFont(TEXT);
    legend.setItemPaint(Color.BLACK);
    legend.setPosition(edge);
    legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
    legend.setHorizontalAlignment(HorizontalAlignment.LEFT);
    legend.setPadding(new RectangleInsets(4, 10, 4, 10));
    chart.addSubtitle(legend);
  }

  /**
   * An axis of rows, one per label, the first at the top (of a plot drawn horizontally): the
   * names of a bar chart. Rows are at 0, 1, 2...
   */
  public static SymbolAxis rows(List<String> labels) {
    return rows(new SymbolAxis(null, labels.toArray(new String[0])), labels);
  }

  /** As {@link #rows(List)}, each label in the colour at its index in {@code colours}. */
  public static SymbolAxis rows(List<String> labels, List<Color> colours) {
    return rows(new ColouredRows(labels, colours), labels);
  }

  private static SymbolAxis rows(SymbolAxis axis, List<String> labels) {
    axis.setInverted(true);
    axis.setAutoRange(false);
    axis.setRange(-0.5, Math.max(1, labels.size()) - 0.5);
    axis.setGridBandsVisible(false);
    axis.setTickMarksVisible(false);
    axis.setAxisLineVisible(false);
    axis.setTickLabelFont(TEXT);
    axis.setTickLabelPaint(Color.BLACK);
    return axis;
  }

  /**
   * A linear axis from {@code min} to {@code max}, ticked at round steps cutting it into 4 to 10
   * parts, written without grouping and never in the default locale ({@code 1500},
   * {@code 0.25}): JFreeChart's own tick units follow the default locale, and it picks the
   * finest step whose labels do not overlap, some twenty ticks on a tall axis.
   */
  public static NumberAxis numbers(String label, double min, double max) {
    NumberAxis axis = new NumberAxis(label);
    axis.setRange(min, max);
    axis.setTickUnit(new NumberTickUnit(Axis.step(max - min), new DecimalFormat("0.########",
        DecimalFormatSymbols.getInstance(Locale.ROOT))));
    axis.setLabelFont(TEXT);
    axis.setTickLabelFont(TEXT);
    axis.setLabelPaint(Color.DARK_GRAY);
    axis.setTickLabelPaint(Color.DARK_GRAY);
    return axis;
  }

  /**
   * The height of {@code text} in {@code font}, wrapped at word boundaries to lines at most
   * {@code width} pixels wide, as a title draws it (each line with a title's 2 + 2 pixels of
   * padding).
   */
  static int wrappedHeight(String text, Font font, int width) {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    try {
      FontMetrics metrics = g.getFontMetrics(font);
      int lines = 1;
      int line = 0;
      for (String word : text.split(" ")) {
        int w = metrics.stringWidth(line == 0 ? word : " " + word);
        if (line > 0 && line + w > width) {
          lines++;
          line = metrics.stringWidth(word);
        } else {
          line += w;
        }
      }
      return lines * (metrics.getHeight() + 4);
    } finally {
      g.dispose();
    }
  }

  /** The width of {@code text} in {@code font}, as the charts measure it. */
  public static int width(String text, Font font) {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    try {
      return g.getFontMetrics(font).stringWidth(text);
    } finally {
      g.dispose();
    }
  }

  /** {@code chart} drawn on a white picture of {@code width} by {@code height} pixels. */
  public static BufferedImage image(JFreeChart chart, int width, int height) {
    return image(chart, width, height, null);
  }

  /** As {@link #image(JFreeChart, int, int)}, recording where things went in {@code info}. */
  public static BufferedImage image(JFreeChart chart, int width, int height,
      ChartRenderingInfo info) {
    BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, width, height);
      chart.draw(g, new Rectangle2D.Double(0, 0, width, height), info);
    } finally {
      g.dispose();
    }
    return image;
  }

  /** A command's name cut to a length a chart can show. */
  public static String shorten(String name) {
    return shorten(name, MAX_LABEL);
  }

  /** {@code name} cut to {@code length} characters, the cut marked. */
  static String shorten(String name, int length) {
    return name.length() <= length ? name : name.substring(0, length - 1) + "…";
  }

  /**
   * {@code image} as PNG bytes, encoded in memory only: ImageIO's own {@code write}, and
   * JFreeChart's {@code ChartUtils} through it, buffer through a cache file in
   * {@code java.io.tmpdir}, so a full or unusable temporary folder failed every chart ("Can't
   * create cache file!") and was blamed on the results folder.
   */
  public static byte[] png(BufferedImage image) throws IOException {
    Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
    if (!writers.hasNext()) {
      throw new IOException("no PNG writer in this JVM");
    }
    ImageWriter writer = writers.next();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
      writer.setOutput(out);
      writer.write(image);
    } finally {
      writer.dispose();
    }
    return bytes.toByteArray();
  }
}
