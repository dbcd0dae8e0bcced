package jsonmark.report.chart;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Languages;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CountStatistics;

/**
 * {@code instructions.png}: one horizontal bar per command, its mean count of instructions, in
 * the results table's order (fewest first), coloured by language, the start-up's count drawn
 * lighter, the error bar from the run with the fewest to the one with the most (a command whose
 * counts are exact has none to see), the count per record written beside it, and "not exact"
 * beside a command whose counts spread; a command that was not counted gets a row saying so.
 */
final class InstructionChart {

  private InstructionChart() {}

  /** The picture, or empty when no command has a count. */
  static Optional<BufferedImage> draw(Report report) {
    return bars(report).draw();
  }

  /** The bars of the counted commands, and the rows of those not counted. */
  static HorizontalBars bars(Report report) {
    List<CommandSummary> counted = report.rowOrder().stream()
        .filter(c -> c.instructions().isPresent())
        .toList();
    Map<String, String> labels = TimeChart.labels(report);
    Languages languages = new Languages(report.commands());
    List<HorizontalBars.Bar> bars = new ArrayList<>();
    for (CommandSummary command : counted) {
      CountStatistics s = command.instructions().get();
      String perRecord = s.perRecord() < 0 ? "below start-up"
          : String.format(Locale.ROOT, "%,.0f per record", s.perRecord());
      String text = perRecord + (s.exactUnknown() ? ", 1 run: exactness unknown"
          : s.notExact() ? ", not exact (" + Numbers.spread(s.spreadPercent()) + ")"
          : "");
      bars.add(new HorizontalBars.Bar(labels.get(command.name()), languages.colour(command),
          s.mean() / 1e6, Math.min(s.mean(), s.startup().orElse(0)) / 1e6,
          OptionalDouble.of(s.min() / 1e6), s.max() / 1e6, text));
    }
    List<HorizontalBars.Missing> missing = report.commands().stream()
        .filter(c -> c.instructions().isEmpty())
        .map(c -> new HorizontalBars.Missing(labels.get(c.name()), "not counted: no run passed"
            + " under Valgrind"))
        .toList();
    return new HorizontalBars(
        report.benchmark() + ": instructions per command, fewest first",
        "the whole process tree, under Valgrind; lighter part: start-up (on an empty file);"
            + " error bars: the fewest to the most over the runs",
        "instructions (millions)", bars, missing, languages.legend());
  }
}
