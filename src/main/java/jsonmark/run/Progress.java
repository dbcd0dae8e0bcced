package jsonmark.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.report.Numbers;
import jsonmark.stats.Budget;
import jsonmark.stats.Stopping;
import jsonmark.stats.Stopping.Need;

/**
 * The one progress line after each round (piped or on a terminal alike): which round it was,
 * which commands still need runs and why, and the time left computed from what they still need
 * at their mean so far — never "round N of N".
 */
final class Progress {

  /** Past this many commands the line says how many more there are instead of naming them. */
  static final int NAMED = 4;

  private final Budget budget;
  private final Supplier<Optional<String>> later;

  /** @param later what comes after this benchmark, said at the end of each line */
  Progress(Budget budget, Supplier<Optional<String>> later) {
    this.budget = budget;
    this.later = later;
  }

  /**
   * The line after round {@code round} of {@code ran} runs.
   *
   * @param needs why each command that still needs runs does, by index
   * @param tallies every command's tally, by index
   * @param names every command's name, by index
   * @param elapsedSeconds the time of the timed rounds so far
   */
  String line(int round, int ran, Map<Integer, Need> needs, List<Stopping.Tally> tallies,
      List<String> names, double elapsedSeconds) {
    String done = "Round " + round + " done (" + ran + (ran == 1 ? " run" : " runs") + ")";
    String after = later.get().map(text -> "; " + text).orElse("");
    if (needs.isEmpty()) {
      return done + "; every command has its runs" + after;
    }
    List<String> items = new ArrayList<>();
    needs.forEach((i, need) -> items.add(item(names.get(i), need, tallies.get(i))));
    String listed = items.size() <= NAMED ? String.join(", ", items)
        : String.join(", ", items.subList(0, NAMED)) + " and " + (items.size() - NAMED) + " more";
    return done + "; still to run: " + listed + "; " + left(needs, tallies, elapsedSeconds)
        + after;
  }

  /** {@code nodejs 4 of 5 runs}, {@code rust 1.2 of 3 s}, {@code go ± 7.1 % of ± 5 %}. */
  private String item(String name, Need need, Stopping.Tally tally) {
    return switch (need) {
      case RUNS -> String.format(Locale.ROOT, "%s %d of %d runs", name, tally.counted(),
          budget.runs().orElse(budget.minRuns()));
      case TIME -> String.format(Locale.ROOT, "%s %.1f of %s s", name, tally.countedSeconds(),
          Numbers.plain(budget.minSeconds()));
      case PRECISION -> name + " ± " + (tally.halfWidthPercent().isPresent()
          ? String.format(Locale.ROOT, "%.1f", tally.halfWidthPercent().getAsDouble()) : "?")
          + " % of ± " + Numbers.plain(budget.precisionPercent().orElse(0)) + " %";
      case PAIRS -> name + " (the others' reference)";
    };
  }

  /**
   * {@code about 20 s left}: the runs each command still needs at least, at its mean so far; with
   * --precision, how many are needed cannot be known, so the line gives the most it can take.
   */
  private String left(Map<Integer, Need> needs, List<Stopping.Tally> tallies,
      double elapsedSeconds) {
    if (needs.containsValue(Need.PRECISION) || needs.containsValue(Need.PAIRS)) {
      double most = budget.maxTimeSeconds().orElse(Budget.DEFAULT_MAX_TIME_SECONDS)
          - elapsedSeconds;
      return "at most " + TimeLeft.text(Duration.ofMillis((long) (1000 * Math.max(1, most))))
          + " left (--max-time)";
    }
    double seconds = 0;
    for (Map.Entry<Integer, Need> entry : needs.entrySet()) {
      Stopping.Tally tally = tallies.get(entry.getKey());
      if (tally.counted() == 0) {
        return "time left unknown until " + (needs.size() == 1 ? "it has" : "each has")
            + " a counted run";
      }
      seconds += Stopping.runsLeft(tally, budget) * tally.countedSeconds() / tally.counted();
    }
    return "about " + TimeLeft.text(Duration.ofMillis((long) (1000 * seconds))) + " left";
  }

}
