package jsonmark.report.chart;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Claims;
import jsonmark.report.Languages;
import jsonmark.report.Numbers;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;

/**
 * {@code time.png}: one horizontal bar per command, fastest on top, coloured by language, the
 * start-up share of each bar drawn lighter, and ± σ as an error bar; a command with no
 * successful run gets a row that says so at the bottom, rather than disappearing; the claims'
 * order, and their word that the run was interrupted first when it was.
 */
final class TimeChart {

  private TimeChart() {}

  /** The picture, or empty when no command has a time. */
  static Optional<BufferedImage> draw(Report report) {
    return bars(report).draw();
  }

  /** The bars of the commands with a time, and the rows of those without. */
  static HorizontalBars bars(Report report) {
    List<CommandSummary> timed = report.claims().time().order().stream()
        .flatMap(name -> report.command(name).stream()).toList();
    Map<String, String> labels = labels(report);
    Languages languages = new Languages(report.commands());
    List<HorizontalBars.Bar> bars = new ArrayList<>();
    for (CommandSummary command : timed) {
      double mean = command.statistics().get().mean();
      OptionalDouble sigma = command.statistics().get().stdDev();
      double startup = Math.min(mean, command.startup().seconds().orElse(0));
      bars.add(new HorizontalBars.Bar(labels.get(command.name()), languages.colour(command),
          mean, startup,
          sigma.isPresent() && sigma.getAsDouble() > 0
              ? OptionalDouble.of(Math.max(0, mean - sigma.getAsDouble())) : OptionalDouble.empty(),
          mean + sigma.orElse(0), Numbers.fixed(mean, 3) + " s"));
    }
    List<HorizontalBars.Missing> missing = report.commands().stream()
        .filter(c -> c.statistics().isEmpty())
        .map(c -> new HorizontalBars.Missing(labels.get(c.name()), "failed: no successful run"))
        .toList();
    List<String> subtitles = new ArrayList<>(List.of("error bars: ± σ over the runs; lighter"
        + " part: start-up (the same command on an empty file)"));
    Claims.Standing time = report.claims().time();
    if (!time.tiedWith().isEmpty()) {
      subtitles.add(0, "fastest: " + Ranking.leader(time).get() + " (their 95 % intervals"
          + " against it hold 1: the top bars are not separated)");
    }
    return new HorizontalBars(
        report.benchmark() + ": mean wall time per command, fastest first", subtitles,
        "time (s)", bars, missing, languages.legend()).saying(report.claims().interrupted());
  }

  /** Each command's chart label, by its name. */
  static Map<String, String> labels(Report report) {
    List<String> labels = ChartLabels.of(report.commands());
    Map<String, String> byName = new HashMap<>();
    for (int i = 0; i < labels.size(); i++) {
      byName.put(report.commands().get(i).name(), labels.get(i));
    }
    return byName;
  }
}
