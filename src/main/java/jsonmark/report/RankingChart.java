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
  private static final int LEGEND_LINE = 22;
  private static final int MAX_LABEL = 32;

  private RankingChart() {}

  static Optional<BufferedImage> draw(MatrixReport matrix) {
    List<String> benchmarks = matrix.reports().stream().map(Report::benchmark).toList();
    List<String> names = matrix.commandNames();
    CategoryChart chart =
        new CategoryChartBuilder()
            .width(WIDTH)
            .height(Math.max(HEIGHT, LEGEND_LINE * names.size() + 120))
            .title("Mean time relative to the fastest command on each benchmark (1 = fastest;"
                + " commands that failed on one are left out)")
            .xAxisTitle("benchmark")
            .yAxisTitle("times the fastest")
            .build();
    var styler = chart.getStyler();
    styler.setLocale(Locale.ROOT);
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotBackgroundColor(Color.WHITE);
    styler.setPlotBorderVisible(false);
    styler.setPlotGridLinesColor(new Color(220, 220, 220));
    styler.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
    styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
    styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    styler.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    styler.setLegendPosition(LegendPosition.OutsideE);
    // XChart's bars start at 0, which a log axis cannot show: the axis is linear.
    styler.setYAxisMin(0.0);
    styler.setYAxisDecimalPattern("0.#");
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
                .map(s -> s.mean() / fastest)
                .orElse(null));
      }
      // A bar cannot be missing from a series: a command that failed somewhere is left out,
      // and the matrix in summary.md shows where.
      if (!relative.contains(null)) {
        chart.addSeries(label(name), benchmarks, relative);
      }
    }
    if (chart.getSeriesMap().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(BitmapEncoder.getBufferedImage(chart));
  }

  private static String label(String name) {
    return name.length() <= MAX_LABEL ? name : name.substring(0, MAX_LABEL - 1) + "…";
  }
}
