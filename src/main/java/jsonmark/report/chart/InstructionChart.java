package jsonmark.report.chart;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Claims;
import jsonmark.report.Languages;
import jsonmark.report.Numbers;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CountStatistics;

/**
 * {@code instructions.png}: one horizontal bar per command, in the claims' order (fewest
 * first), coloured by language: its count per record with the start-up taken out when the claims
 * are per record, else its mean count on the whole file with the start-up's count drawn
 * lighter; the error bar from the run with the fewest to the one with the most (a command whose
 * counts are exact has none to see), its figure written beside it, and "not exact"
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
    Claims.Standing standing = report.claims().instructions();
    List<CommandSummary> counted = standing.order().stream()
        .flatMap(name -> report.command(name).stream()).toList();
    Map<String, String> labels = TimeChart.labels(report);
    Languages languages = new Languages(report.commands());
    List<HorizontalBars.Bar> bars = new ArrayList<>();
    double records = Math.max(1, report.records());
    for (CommandSummary command : counted) {
      CountStatistics s = command.instructions().get();
      String exactness = s.exactUnknown() ? ", 1 run: exactness unknown"
          : s.notExact() ? ", not exact (" + Numbers.spread(s.spreadPercent()) + ")" : "";
      if (standing.perRecord()) {
        double startup = s.startup().getAsDouble();
        bars.add(new HorizontalBars.Bar(labels.get(command.name()), languages.colour(command),
            s.perRecord(), 0, OptionalDouble.of((s.min() - startup) / records),
            (s.max() - startup) / records,
            String.format(Locale.ROOT, "%,.0f per record", s.perRecord()) + exactness));
      } else {
        bars.add(new HorizontalBars.Bar(labels.get(command.name()), languages.colour(command),
            s.mean() / 1e6, Math.min(s.mean(), s.startup().orElse(0)) / 1e6,
            OptionalDouble.of(s.min() / 1e6), s.max() / 1e6,
            String.format(Locale.ROOT, "%,d in all", Math.round(s.mean())) + exactness));
      }
    }
    List<HorizontalBars.Missing> missing = report.commands().stream()
        .filter(c -> c.instructions().isEmpty())
        .map(c -> new HorizontalBars.Missing(labels.get(c.name()), "not counted: no run passed"
            + " under Valgrind"))
        .toList();
    return new HorizontalBars(report.benchmark() + ": " + caption(report) + ", fewest first",
        subtitles(standing),
        standing.perRecord() ? "instructions per record" : "instructions (millions)", bars,
        missing, languages.legend()).saying(report.claims().interrupted());
  }

  /** How to read the bars, after the leader's tie when the counts do not separate it. */
  private static List<String> subtitles(Claims.Standing standing) {
    List<String> lines = new ArrayList<>();
    if (!standing.tiedWith().isEmpty()) {
      lines.add("fewest: " + Ranking.leader(standing).get() + " (no difference within the"
          + " measured spread)");
    }
    lines.add(standing.perRecord()
        ? "the whole process tree, under Valgrind, less its start-up (on an empty file);"
            + " error bars: the fewest to the most over the runs"
        : "the whole process tree, under Valgrind; lighter part: start-up (on an empty file);"
            + " error bars: the fewest to the most over the runs");
    return lines;
  }

  /**
   * What the chart draws, as its title and every caption of it say: per record when the claims
   * took the start-up out, else on the whole file.
   */
  static String caption(Report report) {
    return report.claims().instructions().perRecord()
        ? "instructions per record per command (start-up taken out)"
        : "instructions per command on the file (start-up included)";
  }
}
