package jsonmark.progress;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.Numbers;
import jsonmark.stats.Budget;
import jsonmark.stats.Stopping.Need;
import jsonmark.stats.Stopping;

/**
 * The benchmark's progress: on a terminal, the live line (a bar, runs done of runs planned, the
 * time left) redrawn after every run; in the log at DEBUG, a line after each round saying which
 * commands still need runs and why. The time left is computed from what the commands still need
 * at their mean so far — never "round N of N".
 */
public final class Progress {

  /** Past this many commands the line says how many more there are instead of naming them. */
  static final int NAMED = 4;

  private final Budget budget;
  private final Optional<String> later;
  private final Ticker ticker;
  private final boolean colour;

  /**
   * @param later what comes after this benchmark, said at the end of each line
   * @param ticker the live line the progress is drawn on, if it draws at all
   * @param colour whether the bar is coloured
   */
  public Progress(Budget budget, Optional<String> later, Ticker ticker, boolean colour) {
    this.budget = budget;
    this.later = later;
    this.ticker = ticker;
    this.colour = colour;
  }

  /** Progress without a live line. */
  public Progress(Budget budget, Optional<String> later) {
    this(budget, later, Ticker.on(Optional.empty()), false);
  }

  /** Whether there is a live line to draw: only then is its text worth making. */
  public boolean live() {
    return ticker.live();
  }

  /**
   * Redraws the live line after {@code done} timed runs, when there is one.
   *
   * @param needs why each command that still needs runs does, by index
   * @param tallies every command's tally, by index
   */
  public void show(int done, Map<Integer, Need> needs, List<Stopping.Tally> tallies,
      double elapsedSeconds) {
    if (ticker.live()) {
      ticker.progress(live(done, needs, tallies, elapsedSeconds));
    }
  }

  /**
   * {@code [#####               ] 5 of 20 runs, about 12 s left}: the runs planned are those
   * done and those the commands still need at least (with --precision, at least one more each).
   */
  LiveLine live(int done, Map<Integer, Need> needs, List<Stopping.Tally> tallies,
      double elapsedSeconds) {
    int more = 0;
    boolean atLeast = false;
    for (Map.Entry<Integer, Need> entry : needs.entrySet()) {
      if (entry.getValue() == Need.PRECISION || entry.getValue() == Need.PAIRS) {
        atLeast = true;
        more += 1;
      } else {
        more += Math.max(1, Stopping.runsLeft(tallies.get(entry.getKey()), budget));
        atLeast |= tallies.get(entry.getKey()).counted() == 0 && budget.runs().isEmpty();
      }
    }
    int planned = done + more;
    String left = needs.isEmpty() ? "done" : left(needs, tallies, elapsedSeconds);
    return new LiveLine(LiveLine.bar(done, planned, colour), done + " of "
        + (atLeast ? "at least " : "") + planned
        + " runs", left, later.orElse(""), "", "");
  }

  /**
   * The line after round {@code round} of {@code ran} runs.
   *
   * @param needs why each command that still needs runs does, by index
   * @param tallies every command's tally, by index
   * @param names every command's name, by index
   * @param elapsedSeconds the time of the timed rounds so far
   */
  public String line(int round, int ran, Map<Integer, Need> needs, List<Stopping.Tally> tallies,
      List<String> names, double elapsedSeconds) {
    String done = "Round " + round + " done (" + ran + (ran == 1 ? " run" : " runs") + ")";
    String after = later.map(text -> "; " + text).orElse("");
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
      if (tally.counted() == 0 && tally.failed() > 0 && needs.size() > 1) {
        continue; // failing: it stops at its next failure, and the others' time is what is left
      }
      if (tally.counted() == 0) {
        return "time left unknown until " + (needs.size() == 1 ? "it has" : "each has")
            + " a counted run";
      }
      seconds += Stopping.runsLeft(tally, budget) * tally.countedSeconds() / tally.counted();
    }
    return "about " + TimeLeft.text(Duration.ofMillis((long) (1000 * seconds))) + " left";
  }

}
