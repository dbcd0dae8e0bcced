package jsonmark.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * {@code ranking.png} of a run over several benchmarks: each command's mean time over the
 * fastest command's on the same benchmark, benchmarks side by side, so that a ranking that
 * changes with the shape of the data shows at a glance; 1 = the fastest.
 */
final class RankingChart {

  private static final int WIDTH = 1280;
  private static final int HEIGHT = 560;

  private RankingChart() {}

  static Optional<BufferedImage> draw(MatrixReport matrix) {
    // One group of bars per command, one bar per benchmark: four colours that read at a glance,
    // where one colour per command would repeat the palette with two dozen commands.
    List<String> names = new ArrayList<>();
    for (String name : matrix.commandNames()) {
      if (matrix.reports().stream().allMatch(r -> relative(r, name).isPresent())) {
        names.add(name);
      }
    }
    if (names.isEmpty()) {
      return Optional.empty();
    }
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(Math.max(WIDTH, 60 * names.size() + 200))
            .height(HEIGHT)
            .title("Mean time over the fastest command's on each benchmark (1 = the fastest;"
                + " commands that failed on one are left out)")
            .xAxisTitle("command")
            .yAxisTitle("times the fastest")
            .build();
    var styler = chart.getStyler();
    styler.setLocale(Locale.ROOT);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotBackgroundColor(Color.WHITE);
    styler.setPlotBorderVisible(false);
    styler.setPlotGridLinesColor(Canvas.GRID);
    styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
    styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
    styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    styler.setLegendPosition(LegendPosition.OutsideE);
    styler.setXAxisLabelRotation(names.size() > 6 ? 45 : 0);
    // XChart's bars start at 0, which a log axis cannot show: the axis is linear.
    styler.setYAxisMin(0.0);
    styler.setYAxisDecimalPattern("0.#");
    List<String> labels = names.stream().map(Canvas::shorten).toList();
    for (Report report : matrix.reports()) {
      chart.addSeries(report.benchmark(), labels,
          names.stream().map(name -> relative(report, name).orElseThrow()).toList());
    }
    return Optional.of(BitmapEncoder.getBufferedImage(chart));
  }

  /** The command's mean time over the fastest command's on this benchmark. */
  private static Optional<Double> relative(Report report, String name) {
    double fastest =
        report.commands().stream()
            .flatMap(c -> c.statistics().stream())
            .mapToDouble(CommandStatistics::mean)
            .min()
            .orElse(Double.NaN);
    return MatrixReport.command(report, name)
        .flatMap(CommandSummary::statistics)
        .map(s -> s.mean() / fastest);
  }
}
