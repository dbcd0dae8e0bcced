package jsonmark.history;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.report.chart.ChartStyle;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * One line's chart over time: each complete run's figure with its interval, and a vertical mark
 * at each change point labelled with its change and what else changed.
 */
final class HistoryChart {

  static final int WIDTH = 960;
  static final int HEIGHT = 360;

  private static final Color POINTS = new Color(0x1f77b4);
  private static final Color CONFIRMED = new Color(0xd62728);
  private static final Color UNCONFIRMED = new Color(0xff9896);

  private HistoryChart() {}

  /** The PNG of {@code analysis}'s chart. */
  static byte[] png(Analysis analysis) throws IOException {
    Line line = analysis.line();
    String measure = line.key().measure();
    boolean time = measure.equals("time");
    double scale = time ? 1e3 : 1;
    YIntervalSeries series = new YIntervalSeries(line.title());
    for (StoredPoint p : line.evidence()) {
      series.add(p.run().startedAt().toEpochMilli(), p.value() * scale, p.low() * scale,
          p.high() * scale);
    }
    YIntervalSeriesCollection data = new YIntervalSeriesCollection();
    data.addSeries(series);
    NumberAxis values = new NumberAxis(time ? "mean time (ms)" : "instructions");
    values.setAutoRangeIncludesZero(false);
    XYErrorRenderer renderer = new XYErrorRenderer();
    renderer.setDrawXError(false);
    renderer.setSeriesPaint(0, POINTS);
    renderer.setErrorPaint(POINTS);
    renderer.setDefaultLinesVisible(true);
    renderer.setSeriesLinesVisible(0, true);
    XYPlot plot = new XYPlot(data, new DateAxis("run started (UTC)"), values, renderer);
    for (Change change : analysis.changes()) {
      ValueMarker mark = new ValueMarker(change.after().run().startedAt().toEpochMilli());
      mark.setPaint(change.point().confirmed() ? CONFIRMED : UNCONFIRMED);
      mark.setStroke(new BasicStroke(1.5f));
      mark.setLabel(label(change));
      mark.setLabelFont(ChartStyle.SMALL);
      mark.setLabelAnchor(RectangleAnchor.TOP_LEFT);
      mark.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
      plot.addDomainMarker(mark, Layer.FOREGROUND);
    }
    List<String> subtitles = new ArrayList<>();
    subtitles.add(line.key().libraries().isEmpty() ? line.key().command()
        : line.key().command() + " (" + line.key().libraries() + ")");
    subtitles.add(line.evidence().size() + " complete runs; machine "
        + line.key().machine());
    JFreeChart chart = ChartStyle.chart(plot, ChartStyle.shorten(line.title()), subtitles);
    return ChartStyle.png(ChartStyle.image(chart, WIDTH, HEIGHT));
  }

  private static String label(Change change) {
    String text = String.format(Locale.ROOT, "%+.1f %%", change.point().percent());
    if (!change.alsoChanged().isEmpty()) {
      text += ": " + ChartStyle.shorten(String.join(", ", change.alsoChanged()));
    }
    return text;
  }
}
