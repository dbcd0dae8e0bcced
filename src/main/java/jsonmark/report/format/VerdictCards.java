package jsonmark.report.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.report.TimeScale;
import jsonmark.result.CommandSummary;
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

  /** The cards, each a {@code heading}, a {@code what} and a {@code detail}; none untimed. */
  static List<Map<String, String>> of(Report report) {
    List<CommandSummary> timed = report.commands().stream()
        .filter(c -> c.statistics().isPresent())
        .sorted(Comparator.comparingDouble(c -> c.statistics().get().mean()))
        .toList();
    List<Map<String, String>> cards = new ArrayList<>();
    if (timed.isEmpty()) {
      return cards;
    }
    CommandStatistics fastest = timed.get(0).statistics().get();
    TimeScale scale = TimeScale.of(report);
    cards.add(card("fastest", timed.get(0).name(),
        time(scale, fastest.mean()) + " mean of " + runs(timed.get(0))
            + fastest.stdDev().stream().mapToObj(s -> ", σ " + time(scale, s))
                .findFirst().orElse("")));
    Optional<CommandSummary> leanest = timed.stream()
        .filter(c -> c.profile().map(p -> p.memMax() > 0).orElse(false))
        .min(Comparator.comparingDouble(c -> c.profile().get().memMax()));
    if (leanest.isPresent()) {
      CommandSummary lean = leanest.get();
      cards.add(card("leanest", lean.name(),
          Numbers.fixed(lean.profile().get().memMax(), 2) + " MiB peak resident memory, "
              + runs(lean) + " profiled"));
      List<String> front = pareto(report);
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
