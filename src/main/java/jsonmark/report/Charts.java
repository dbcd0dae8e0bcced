package jsonmark.report;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.stats.CommandStatistics;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The result charts, drawn headless with XChart as PNG: mean time per command with ± σ error
 * bars, and with profiling CPU % and RSS over time for each command's first profiled run.
 */
public final class Charts {

  private static final int WIDTH = 1000;
  private static final int HEIGHT = 560;
  private static final int LEGEND_WIDTH = 280;
  private static final int LEGEND_LINE = 22;
  private static final int MAX_LABEL = 32;

  private Charts() {}

  /** Whether {@link #time} draws anything: some command has a successful run. */
  static boolean hasTimes(Report report) {
    return report.commands().stream().anyMatch(c -> c.statistics().isPresent());
  }

  /** Whether {@link #cpu} and {@link #memory} draw anything: some run has samples. */
  static boolean hasProfiles(Report report) {
    return report.results().stream().flatMap(c -> c.runs().stream()).anyMatch(Charts::profiled);
  }

  /** The bar chart of mean times, or empty when no command has a successful run. */
  public static Optional<byte[]> time(Report report) throws IOException {
    List<String> names = new ArrayList<>();
    List<Double> means = new ArrayList<>();
    List<Double> errors = new ArrayList<>();
    for (CommandSummary command : report.commands()) {
      if (command.statistics().isPresent()) {
        CommandStatistics statistics = command.statistics().get();
        names.add(label(command.result().name()));
        means.add(statistics.mean());
        errors.add(statistics.stdDev().orElse(0));
      }
    }
    if (names.isEmpty()) {
      return Optional.empty();
    }
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(WIDTH)
            .height(HEIGHT)
            .title(report.benchmark() + ": mean wall time per command (error bars: ± σ)")
            .xAxisTitle("command")
            .yAxisTitle("time (s)")
            .build();
    style(chart.getStyler());
    chart.getStyler().setLegendVisible(false);
    chart.getStyler().setLabelsVisible(true);
    chart.getStyler().setLabelsPosition(0.5);
    chart.getStyler().setDecimalPattern("0.000");
    chart.getStyler().setYAxisDecimalPattern("0.0#");
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setXAxisLabelRotation(names.size() > 4 ? 30 : 0);
    chart.getStyler().setErrorBarsColor(Color.DARK_GRAY);
    chart.addSeries("mean time (s)", names, means, errors);
    return Optional.of(png(chart));
  }

  /** Whether {@link #ranking} draws anything: some benchmark has a command with a time. */
  static boolean hasRanking(MatrixReport matrix) {
    return matrix.reports().stream().anyMatch(Charts::hasTimes);
  }

  /**
   * Each command's mean time over the fastest command's on the same benchmark, benchmarks side
   * by side: how a ranking changes with the shape of the data; 1 = the fastest.
   */
  public static Optional<byte[]> ranking(MatrixReport matrix) throws IOException {
    if (!hasRanking(matrix)) {
      return Optional.empty();
    }
    List<String> benchmarks = matrix.reports().stream().map(Report::benchmark).toList();
    List<String> names = matrix.commandNames();
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(WIDTH + LEGEND_WIDTH)
            .height(Math.max(HEIGHT, LEGEND_LINE * names.size() + 120))
            .title("Mean time relative to the fastest command on each benchmark (1 = fastest;"
                + " commands that failed on one are left out)")
            .xAxisTitle("benchmark")
            .yAxisTitle("times the fastest")
            .build();
    style(chart.getStyler());
    chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
    // XChart's bar charts start at 0, which a log axis cannot show: a linear axis it is.
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setYAxisDecimalPattern("0.#");
    for (String name : names) {
      List<Double> relative = new ArrayList<>();
      for (Report report : matrix.reports()) {
        double fastest =
            report.commands().stream()
                .flatMap(c -> c.statistics().stream())
                .mapToDouble(CommandStatistics::mean)
                .min()
                .orElse(Double.NaN);
        relative.add(
            MatrixReport.command(report, name)
                .flatMap(CommandSummary::statistics)
                .map(st -> st.mean() / fastest)
                .orElse(null));
      }
      // A bar cannot be missing from a series: a command that failed somewhere is left out, and
      // the matrix in summary.md shows where.
      if (!relative.contains(null)) {
        chart.addSeries(label(name), benchmarks, relative);
      }
    }
    if (chart.getSeriesMap().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(png(chart));
  }

  /** CPU % over time, one line per command, or empty when nothing was profiled. */
  public static Optional<byte[]> cpu(Report report) throws IOException {
    return overTime(
        report, "CPU utilisation of the process tree", "CPU (%, 100 = one core)",
        Sample::cpuPercent);
  }

  /** Resident memory over time, one line per command, or empty when nothing was profiled. */
  public static Optional<byte[]> memory(Report report) throws IOException {
    return overTime(
        report, "resident memory of the process tree", "RSS (MiB)", Sample::rssMiB);
  }

  private static Optional<byte[]> overTime(
      Report report, String what, String axis, ToDoubleFunction<Sample> value)
      throws IOException {
    Map<String, Profile> profiles = firstProfiles(report);
    if (profiles.isEmpty()) {
      return Optional.empty();
    }
    // The legend sits to the right, one line per command, so the plot keeps its size however
    // many commands there are; the picture grows taller when the legend needs it.
    XYChart chart =
        new XYChartBuilder()
            .width(WIDTH + LEGEND_WIDTH)
            .height(Math.max(HEIGHT, LEGEND_LINE * profiles.size() + 120))
            .title(report.benchmark() + ": " + what + " (first profiled run of each command)")
            .xAxisTitle("time since start (s)")
            .yAxisTitle(axis)
            .build();
    style(chart.getStyler());
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Line);
    chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setXAxisMin(0.0);
    chart.getStyler().setMarkerSize(0);
    chart.getStyler().setXAxisDecimalPattern("0.0#");
    chart.getStyler().setYAxisDecimalPattern("0.#");
    profiles.forEach(
        (name, profile) -> {
          double[] x = profile.samples().stream().mapToDouble(Sample::seconds).toArray();
          double[] y = profile.samples().stream().mapToDouble(value).toArray();
          chart.addSeries(name, x, y).setMarker(SeriesMarkers.NONE);
        });
    return Optional.of(png(chart));
  }

  /** Each command's first run with samples, keyed by a distinct series name. */
  private static Map<String, Profile> firstProfiles(Report report) {
    Map<String, Profile> profiles = new LinkedHashMap<>();
    report.results().forEach(
        command ->
            command.runs().stream()
                .filter(Charts::profiled)
                .findFirst()
                .ifPresent(
                    run -> {
                      String name = label(command.name()) + " (run " + run.run() + ")";
                      while (profiles.containsKey(name)) {
                        name = name + "'";
                      }
                      profiles.put(name, run.profile().get());
                    }));
    return profiles;
  }

  private static void style(AxesChartStyler styler) {
    styler.setLocale(Locale.ROOT);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotBackgroundColor(Color.WHITE);
    styler.setPlotBorderVisible(false);
    styler.setPlotGridLinesColor(new Color(220, 220, 220));
    styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
    styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
    styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
  }

  private static String label(String name) {
    return name.length() <= MAX_LABEL ? name : name.substring(0, MAX_LABEL - 1) + "…";
  }

  private static byte[] png(Chart<?, ?> chart) throws IOException {
    return BitmapEncoder.getBitmapBytes(chart, BitmapFormat.PNG);
  }

  private static boolean profiled(RunResult run) {
    return run.profile().map(p -> !p.samples().isEmpty()).orElse(false);
  }
}
