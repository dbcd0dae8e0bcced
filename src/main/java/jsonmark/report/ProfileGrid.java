package jsonmark.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code cpu.png} and {@code memory.png} as small multiples: one small XChart panel per command
 * (its first profiled run), every panel on the same axes so they compare at a glance, composed
 * into one picture. One line per command on a single chart stopped being readable past a handful
 * of commands. Samples taken once no process was left are dropped, so an exited command never
 * reads as 0.
 */
final class ProfileGrid {

  private static final int PANEL_WIDTH = 320;
  private static final int PANEL_HEIGHT = 200;
  private static final int HEADER = 56;
  private static final int MAX_COLUMNS = 4;
  private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  private static final Font SUBTITLE_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

  private ProfileGrid() {}

  /** One panel's data: its title and the samples kept. */
  private record Panel(String title, Color colour, double[] seconds, double[] values) {}

  /** The grid, or empty when no run has samples while its processes lived. */
  static Optional<BufferedImage> draw(
      Report report, String what, String unit, ToDoubleFunction<Sample> value) {
    Languages languages = new Languages(report.results());
    List<Panel> panels = new ArrayList<>();
    for (CommandResult command : report.results()) {
      firstProfiled(command).ifPresent(run -> {
        List<Sample> alive = run.profile().get().samples().stream()
            .filter(s -> s.processes() > 0 && Double.isFinite(value.applyAsDouble(s)))
            .toList();
        if (!alive.isEmpty()) {
          panels.add(new Panel(
              Canvas.shorten(command.name()) + " (run " + run.run() + ")",
              languages.colour(command),
              alive.stream().mapToDouble(Sample::seconds).toArray(),
              alive.stream().mapToDouble(value).toArray()));
        }
      });
    }
    if (panels.isEmpty()) {
      return Optional.empty();
    }
    double xMax = panels.stream().mapToDouble(p -> last(p.seconds())).max().orElse(1);
    double yMax = panels.stream()
        .flatMapToDouble(p -> java.util.Arrays.stream(p.values())).max().orElse(1);
    Axis x = Axis.linear(xMax);
    Axis y = Axis.linear(yMax * 1.05);
    int columns = Math.min(MAX_COLUMNS, panels.size());
    int rows = (panels.size() + columns - 1) / columns;
    String title = report.benchmark() + ": " + what;
    String subtitle = String.format(Locale.ROOT, "%s over time since start (s), one panel per"
        + " command, same axes on every panel", unit);
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
      g.drawImage(BitmapEncoder.getBufferedImage(chart(panels.get(i), x, y)),
          (i % columns) * PANEL_WIDTH, HEADER + (i / columns) * PANEL_HEIGHT, null);
    }
    g.dispose();
    return Optional.of(image);
  }

  private static XYChart chart(Panel panel, Axis x, Axis y) {
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
    styler.setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Area);
    styler.setXAxisMin(0.0);
    styler.setXAxisMax(x.max());
    styler.setYAxisMin(0.0);
    styler.setYAxisMax(y.max());
    styler.setXAxisDecimalPattern("0.#");
    styler.setYAxisDecimalPattern("0");
    styler.setSeriesColors(new Color[] {panel.colour()});
    chart.addSeries("samples", panel.seconds(), panel.values()).setMarker(SeriesMarkers.NONE);
    return chart;
  }

  private static Optional<RunResult> firstProfiled(CommandResult command) {
    return command.runs().stream()
        .filter(run -> run.profile().map(Profile::samples).map(s -> !s.isEmpty()).orElse(false))
        .findFirst();
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
