package jsonmark.report.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.report.TimeScale;
import java.util.Locale;
import jsonmark.result.CommandSummary;
import jsonmark.result.Measure;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Pareto;
import jsonmark.stats.ProfileSummary;

/**
 * The verdict at the top of report.html: the fastest command, the leanest, and the Pareto set,
 * each with the figures it rests on (the mean and its spread, how many runs), so that a reader
 * who stops there has the answer and knows how firm it is.
 */
final class VerdictCards {

  private VerdictCards() {}

  /**
   * The cards, each a {@code heading}, a {@code what} and a {@code detail}: the fastest (not
   * under --measure instructions, whose times are Valgrind's), the fewest instructions when
   * counted, the leanest and the Pareto set; none when nothing has a figure.
   */
  static List<Map<String, String>> of(Report report) {
    List<Map<String, String>> cards = new ArrayList<>();
    boolean timed = report.headline() == Measure.TIME;
    Optional<CommandSummary> fastest = report.fastest().flatMap(report::command);
    if (timed && fastest.isPresent()) {
      CommandStatistics s = fastest.get().statistics().get();
      TimeScale scale = TimeScale.of(report);
      cards.add(card("fastest", fastest.get().name(),
          time(scale, s.mean()) + " mean of " + runs(fastest.get())
              + s.stdDev().stream().mapToObj(sd -> ", σ " + time(scale, sd))
                  .findFirst().orElse("")));
    }
    Optional<CommandSummary> fewest = report.fewest().flatMap(report::command);
    if (fewest.isPresent()) {
      CountStatistics s = fewest.get().instructions().get();
      cards.add(card("fewest instructions", fewest.get().name(),
          (s.perRecord() < 0 ? "below its start-up"
              : String.format(Locale.ROOT, "%,.0f per record", s.perRecord()))
              + String.format(Locale.ROOT, ", %,d in all, ", Math.round(s.mean()))
              + (s.exactUnknown() ? "1 run: exactness unknown"
                  : s.notExact() ? "not exact: spread " + Numbers.spread(s.spreadPercent())
                      + " over " + s.runs() + " runs"
                  : "exact over " + s.runs() + " runs")
              + report.fewestPerRecord().flatMap(report::command)
                  .map(c -> String.format(Locale.ROOT, "; fewer per record: %s, %,.0f",
                      c.name(), c.instructions().get().perRecord()))
                  .orElse("")));
    }
    if (cards.isEmpty()) {
      return cards;
    }
    Optional<CommandSummary> leanest = report.commands().stream()
        .filter(c -> c.profile().map(p -> p.memMax() > 0).orElse(false))
        .min(Comparator.comparingDouble(c -> c.profile().get().memMax()));
    if (leanest.isPresent()) {
      CommandSummary lean = leanest.get();
      cards.add(card("leanest", lean.name(),
          Numbers.fixed(lean.profile().get().memMax(), 2) + " MiB peak resident memory, "
              + runs(lean) + " profiled"));
      List<String> front = timed ? pareto(report) : List.of();
      if (front.size() > 1) {
        cards.add(card("fastest and leanest (Pareto set)", String.join(", ", front),
            "no other command is both faster and leaner than these"));
      }
    } else {
      cards.add(card("leanest", "n/a", "memory was not measured: run with --profile"));
    }
    return cards;
  }

  /** {@code seconds} in the results table's unit, with its unit. */
  private static String time(TimeScale scale, double seconds) {
    return scale.format(seconds, scale.decimals(seconds)) + " " + scale.unit();
  }

  private static String runs(CommandSummary command) {
    int counted = command.counts().counted();
    return counted + (counted == 1 ? " run" : " runs");
  }

  /** The names on the Pareto front of mean time against peak memory, fastest first. */
  private static List<String> pareto(Report report) {
    List<Pareto.Point> points = new ArrayList<>();
    List<CommandSummary> commands = report.commands();
    for (int i = 0; i < commands.size(); i++) {
      Optional<CommandStatistics> s = commands.get(i).statistics();
      Optional<ProfileSummary> profile = commands.get(i).profile();
      if (s.isPresent() && profile.map(p -> p.memMax() > 0).orElse(false)) {
        points.add(new Pareto.Point(i, s.get().mean(), profile.get().memMax()));
      }
    }
    return Pareto.front(points).stream()
        .map(p -> commands.get(p.index()).name()).toList();
  }

  private static Map<String, String> card(String heading, String what, String detail) {
    return Map.of("heading", heading, "what", what, "detail", detail);
  }
}
