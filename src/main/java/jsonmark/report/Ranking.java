package jsonmark.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Speedup;

/**
 * Who won, as hyperfine ends its output: one line per command against the fastest one, with the
 * propagated error ({@code 'java-fastjson2' ran 1.99 ± 0.12 times faster than 'nodejs'}). Empty
 * with fewer than two commands that have a time.
 */
public final class Ranking {

  private Ranking() {}

  /** The lines, slowest last; a difference within the error says so. */
  public static List<String> lines(Report report) {
    List<CommandSummary> timed =
        report.commands().stream()
            .filter(c -> c.statistics().map(s -> s.mean() > 0).orElse(false))
            .sorted(Comparator.comparingDouble(c -> c.statistics().get().mean()))
            .toList();
    List<String> lines = new ArrayList<>();
    if (timed.size() < 2) {
      return lines;
    }
    CommandSummary fastest = timed.get(0);
    CommandStatistics best = fastest.statistics().get();
    for (CommandSummary other : timed.subList(1, timed.size())) {
      Speedup speedup = Speedup.of(other.statistics().get(), best);
      String error =
          speedup.stdDev().isPresent() ? " ± " + Numbers.fixed(speedup.stdDev(), 2) : "";
      lines.add(
          quoted(fastest) + " ran " + Numbers.fixed(speedup.ratio(), 2) + error
              + " times faster than " + quoted(other)
              + (speedup.withinError() ? " (within the error: not a significant difference)"
                  : ""));
    }
    return lines;
  }

  /** The lines for a terminal, after a blank line; empty when there is nothing to rank. */
  public static String text(Report report) {
    List<String> lines = lines(report);
    return lines.isEmpty() ? "" : "\n" + String.join("\n", lines) + "\n";
  }

  private static String quoted(CommandSummary command) {
    return "'" + command.result().name() + "'";
  }
}
