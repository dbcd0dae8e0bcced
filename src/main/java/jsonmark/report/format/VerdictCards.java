package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.Claims;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.report.TimeScale;
import java.util.Locale;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.CommandStatistics;

/**
 * The verdict at the top of report.html, read from the report's {@link Claims}: the fastest
 * command (with those it is tied with), the fewest instructions, the leanest, and the Pareto set,
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
    Claims claims = report.claims();
    Optional<CommandSummary> fastest = claims.time().leader().flatMap(report::command);
    if (fastest.isPresent()) {
      CommandStatistics s = fastest.get().statistics().get();
      TimeScale scale = TimeScale.of(report);
      cards.add(card("fastest", leader(claims.time()),
          time(scale, s.mean()) + " mean of " + runs(fastest.get())
              + s.stdDev().stream().mapToObj(sd -> ", σ " + time(scale, sd))
                  .findFirst().orElse("")
              + (claims.time().tiedWith().isEmpty() ? ""
                  : "; not separated from those tied with it: their 95 % intervals against"
                      + " it hold 1 (the lines under the table)")));
    }
    Optional<CommandSummary> fewest = claims.instructions().leader().flatMap(report::command);
    if (fewest.isPresent()) {
      CountStatistics s = fewest.get().instructions().get();
      cards.add(card("fewest instructions", leader(claims.instructions()),
          (claims.instructions().perRecord()
              ? String.format(Locale.ROOT, "%,.0f per record (start-up taken out), %,d in all, ",
                  s.perRecord(), Math.round(s.mean()))
              : String.format(Locale.ROOT, "%,d in all (start-up included), ",
                  Math.round(s.mean())))
              + (s.exactUnknown() ? "1 run: exactness unknown"
                  : s.notExact() ? "not exact: spread " + Numbers.spread(s.spreadPercent())
                      + " over " + s.runs() + " runs"
                  : "exact over " + s.runs() + " runs")));
    }
    if (cards.isEmpty()) {
      return cards;
    }
    Optional<CommandSummary> leanest = claims.leanest().flatMap(report::command);
    if (leanest.isPresent()) {
      CommandSummary lean = leanest.get();
      cards.add(card("leanest", lean.name() + (claims.leanestTiedWith().isEmpty() ? ""
              : ", tied with " + WarningText.names(claims.leanestTiedWith())),
          Numbers.fixed(lean.profile().get().memMax(), 2) + " MiB peak resident memory, "
              + runs(lean) + " profiled"
              + (claims.leanestTiedWith().isEmpty() ? ""
                  : "; not separated from those tied with it: a run of theirs peaked no higher"
                      + " than one of its own")));
      List<String> front = claims.pareto();
      if (front.size() > 1) {
        cards.add(card("fastest and leanest (Pareto set)", String.join(", ", front),
            "no other command is both faster and leaner than these"));
      }
    } else if (claims.time().leader().isPresent()) {
      // Only where times lead: under --measure instructions memory would be Valgrind's, and no
      // card asks for it.
      cards.add(card("leanest", "n/a", "memory was not measured: run with --profile"));
    }
    return cards;
  }

  /** {@code rust}, or {@code rust, tied with cpp and go}. */
  private static String leader(Claims.Standing standing) {
    return standing.leader().get() + (standing.tiedWith().isEmpty() ? ""
        : ", tied with " + WarningText.names(standing.tiedWith()));
  }

  /** {@code seconds} in the results table's unit, with its unit. */
  private static String time(TimeScale scale, double seconds) {
    return scale.format(seconds, scale.decimals(seconds)) + " " + scale.unit();
  }

  private static String runs(CommandSummary command) {
    int counted = command.counts().counted();
    return counted + (counted == 1 ? " run" : " runs");
  }

  private static Map<String, String> card(String heading, String what, String detail) {
    return Map.of("heading", heading, "what", what, "detail", detail);
  }
}
