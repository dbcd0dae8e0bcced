package jsonmark.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import jsonmark.profile.Sample;
import jsonmark.report.Languages;
import jsonmark.report.Report;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code cpu.png} and {@code memory.png} as small multiples: one small XChart panel per command,
 * every profiled run of it drawn faintly and its median run (by wall time) strong, composed into
 * one picture. Each panel has its own scale, since commands differ by a hundred times in memory
 * and one shared axis flattened most of them to a line at 0; the subtitle says so. A command
 * whose runs left no sample gets a panel that says so, rather than an empty one. Samples taken
 * once no process was left are dropped, so an exited command never reads as 0.
 */
final class ProfileGrid {

  private static final int PANEL_WIDTH = 320;
  private static final int PANEL_HEIGHT = 200;
  private static final int HEADER = 56;
  private static final int MAX_COLUMNS = 4;
  private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  private static final Font SUBTITLE_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

  private ProfileGrid() {}

  /** One run's samples kept: seconds since start and the value. */
  private record Curve(int run, double[] seconds, double[] values) {}

  /** One panel: its title, colour, the runs' curves and which one is the median run. */
  private record Panel(String title, Color colour, List<Curve> curves, int median) {}

  /** The grid, or empty when no command was profiled at all. */
  static Optional<BufferedImage> draw(
      Report report, String what, String unit, ToDoubleFunction<Sample> value) {
    Languages languages = new Languages(report.results());
    List<String> labels = ChartLabels.of(report.results());
    List<Panel> panels = new ArrayList<>();
    boolean anySamples = false;
    for (int c = 0; c < report.results().size(); c++) {
      CommandResult command = report.results().get(c);
      List<RunResult> profiled =
          command.runs().stream().filter(run -> run.profile().isPresent()).toList();
      if (profiled.isEmpty()) {
        continue;
      }
      List<Curve> curves = new ArrayList<>();
      for (RunResult run : profiled) {
        List<Sample> alive = run.profile().get().samples().stream()
            .filter(s -> s.processes() > 0 && Double.isFinite(value.applyAsDouble(s)))
            .toList();
        if (!alive.isEmpty()) {
          curves.add(new Curve(run.run(), alive.stream().mapToDouble(Sample::seconds).toArray(),
              alive.stream().mapToDouble(value).toArray()));
        }
      }
      anySamples |= !curves.isEmpty();
      panels.add(new Panel(labels.get(c), languages.colour(command), curves,
          medianRun(profiled, curves)));
    }
    if (!anySamples) {
      return Optional.empty();
    }
    int columns = Math.min(MAX_COLUMNS, panels.size());
    int rows = (panels.size() + columns - 1) / columns;
    String title = report.benchmark() + ": " + what;
    String subtitle = String.format(Locale.ROOT, "%s over time since start (s), one panel per"
        + " command, each on its own scale; faint: every run, strong: the median run", unit);
    // With one or two panels the header is wider than the panels: the picture grows to fit it.
    int width = Math.max(columns * PANEL_WIDTH, 24 + Math.max(
        textWidth(title, TITLE_FONT), textWidth(subtitle, SUBTITLE_FONT)));
    BufferedImage image =
        new BufferedImage(width, HEADER + rows * PANEL_HEIGHT, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = Canvas.begin(image);
    g.setColor(Color.BLACK);
    g.setFont(TITLE_FONT);
    g.drawString(title, 12, 24);
    g.setFont(SUBTITLE_FONT);
    g.drawString(subtitle, 12, 44);
    for (int i = 0; i < panels.size(); i++) {
      int x = (i % columns) * PANEL_WIDTH;
      int y = HEADER + (i / columns) * PANEL_HEIGHT;
      Panel panel = panels.get(i);
      if (panel.curves().isEmpty()) {
        unsampled(g, panel, x, y);
      } else {
        g.drawImage(BitmapEncoder.getBufferedImage(chart(panel)), x, y, null);
      }
    }
    g.dispose();
    return Optional.of(image);
  }

  /** A panel for a command profiled without a single sample: it exited before the first. */
  private static void unsampled(Graphics2D g, Panel panel, int x, int y) {
    g.setColor(Canvas.GRID);
    g.drawRect(x + 8, y + 8, PANEL_WIDTH - 16, PANEL_HEIGHT - 16);
    g.setColor(Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    Canvas.centred(g, panel.title(), x + PANEL_WIDTH / 2, y + 26);
    g.setColor(Color.DARK_GRAY);
    Canvas.centred(g, "not sampled: every run ended before", x + PANEL_WIDTH / 2,
        y + PANEL_HEIGHT / 2);
    Canvas.centred(g, "the profiler's first sample", x + PANEL_WIDTH / 2,
        y + PANEL_HEIGHT / 2 + 16);
  }

  /** The index in {@code curves} of the run whose wall time is the median of the runs drawn. */
  private static int medianRun(List<RunResult> profiled, List<Curve> curves) {
    List<RunResult> drawn = profiled.stream()
        .filter(run -> curves.stream().anyMatch(c -> c.run() == run.run()))
        .sorted(Comparator.comparingDouble(RunResult::seconds))
        .toList();
    if (drawn.isEmpty()) {
      return -1;
    }
    int median = drawn.get((drawn.size() - 1) / 2).run();
    for (int i = 0; i < curves.size(); i++) {
      if (curves.get(i).run() == median) {
        return i;
      }
    }
    return 0;
  }

  private static XYChart chart(Panel panel) {
    XYChart chart = new XYChartBuilder().width(PANEL_WIDTH).height(PANEL_HEIGHT)
        .title(panel.title()).build();
    var styler = chart.getStyler();
    styler.setLocale(Locale.ROOT);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotBackgroundColor(Color.WHITE);
    styler.setPlotGridLinesColor(Canvas.GRID);
    styler.setLegendVisible(false);
    styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
    styler.setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Line);
    double xMax = panel.curves().stream().mapToDouble(c -> last(c.seconds())).max().orElse(1);
    double yMax = panel.curves().stream()
        .flatMapToDouble(c -> java.util.Arrays.stream(c.values())).max().orElse(1);
    styler.setXAxisMin(0.0);
    styler.setXAxisMax(Axis.linear(xMax).max());
    styler.setYAxisMin(0.0);
    styler.setYAxisMax(Axis.linear(yMax > 0 ? yMax * 1.05 : 1).max());
    styler.setXAxisDecimalPattern("0.##");
    styler.setYAxisDecimalPattern(yMax < 10 ? "0.#" : "0");
    Color faint = new Color(panel.colour().getRed(), panel.colour().getGreen(),
        panel.colour().getBlue(), 70);
    List<Color> colours = new ArrayList<>();
    // The median run last, so that it is drawn over the others.
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < panel.curves().size(); i++) {
      if (i != panel.median()) {
        order.add(i);
      }
    }
    order.add(panel.median());
    for (int i : order) {
      Curve curve = panel.curves().get(i);
      boolean strong = i == panel.median();
      // A run set aside as contended and its re-run share a number: XChart needs unique names.
      var series = chart.addSeries("curve " + i + " (run " + curve.run() + ")", curve.seconds(),
          curve.values());
      // A run with one or two samples is too short for a line: its samples are drawn as dots.
      series.setMarker(curve.values().length < 3 ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
      series.setLineStyle(new BasicStroke(strong ? 2f : 1f));
      colours.add(strong ? panel.colour() : faint);
    }
    styler.setSeriesColors(colours.toArray(new Color[0]));
    return chart;
  }

  private static int textWidth(String text, Font font) {
    Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    try {
      return g.getFontMetrics(font).stringWidth(text);
    } finally {
      g.dispose();
    }
  }

  private static double last(double[] values) {
    return values[values.length - 1];
  }
}
