package jsonmark.stats;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The stopping rule of each command's timed runs, as a pure function of what it has so far and
 * its {@link Budget}: whether it still needs a run, and why; and whether it failed too often to
 * go on.
 */
public final class Stopping {

  /**
   * A command stops at its second failed timed run: the first could be a fluke of the machine,
   * the second confirms it, and no failing command costs more than two runs of its time. With
   * {@code --runs 1}, one failed run already is every run asked for.
   */
  public static final int FAILURES_TO_STOP = 2;

  private Stopping() {}

  /** Why a command still needs a run; {@link #words} says it in the progress line. */
  public enum Need {
    /** Fewer counted runs than the budget's minimum (or than --runs). */
    RUNS,
    /** Less counted wall time than the budget's minimum. */
    TIME,
    /** Its 95 % interval against the fastest is wider than --precision. */
    PRECISION,
    /** The fastest, run beside those that need precision, for their paired rounds. */
    PAIRS;

    /** What the command is short of, for the progress line. */
    public String words() {
      return switch (this) {
        case RUNS -> "runs";
        case TIME -> "time";
        case PRECISION -> "precision";
        case PAIRS -> "pairs for the others' precision";
      };
    }
  }

  /**
   * What one command has so far.
   *
   * @param counted runs that passed and were not set aside
   * @param countedSeconds their wall time, summed
   * @param failed runs that failed
   * @param halfWidthPercent the half-width of its 95 % interval against the fastest, in %; empty
   *     when unknown (fewer than two paired rounds) or when it is the fastest
   * @param exactCounts whether its counted runs have instruction counts within the exact spread
   *     ({@link Spread}), two at least
   */
  public record Tally(int counted, double countedSeconds, int failed,
      OptionalDouble halfWidthPercent, boolean exactCounts) {

    /** What a command has whose instructions are not counted. */
    public Tally(int counted, double countedSeconds, int failed,
        OptionalDouble halfWidthPercent) {
      this(counted, countedSeconds, failed, halfWidthPercent, false);
    }
  }

  /**
   * Whether the command has failed as often as it may: {@link #FAILURES_TO_STOP} runs, or every
   * run {@code --runs} asked for when that is fewer.
   */
  public static boolean failedOut(Tally tally, Budget budget) {
    int limit = budget.runs().isPresent()
        ? Math.min(FAILURES_TO_STOP, budget.runs().getAsInt()) : FAILURES_TO_STOP;
    return tally.failed() >= limit;
  }

  /**
   * What the command still needs, empty when its budget is met or spent. Precision is asked only
   * of a command that is not the fastest, and only while {@code elapsedSeconds} of timed rounds
   * are within the budget's time.
   *
   * @param fastest whether it is the fastest, the reference of every interval
   */
  public static Optional<Need> need(
      Tally tally, Budget budget, boolean fastest, double elapsedSeconds) {
    if (tally.counted() >= budget.maxRuns()) {
      return Optional.empty();
    }
    if (budget.runs().isPresent()) {
      if (tally.counted() < budget.runs().getAsInt()) {
        return Optional.of(Need.RUNS);
      }
    } else if (tally.counted() < budget.minRuns()) {
      return Optional.of(Need.RUNS);
    } else if (tally.countedSeconds() < budget.minSeconds()) {
      return Optional.of(Need.TIME);
    } else if (budget.untilExact() && !tally.exactCounts()) {
      return Optional.of(Need.RUNS);
    }
    if (budget.precisionPercent().isEmpty() || fastest
        || elapsedSeconds >= budget.maxTimeSeconds().orElse(Budget.DEFAULT_MAX_TIME_SECONDS)) {
      return Optional.empty();
    }
    OptionalDouble width = tally.halfWidthPercent();
    return width.isPresent() && width.getAsDouble() <= budget.precisionPercent().getAsDouble()
        ? Optional.empty() : Optional.of(Need.PRECISION);
  }

  /**
   * Counted runs still to come at least, from what the command has: the rest of its minimum runs,
   * or of its minimum time at its mean so far, within its maximum; 0 when it needs none or the
   * count is unknown (precision).
   */
  public static int runsLeft(Tally tally, Budget budget) {
    int byRuns = budget.runs().orElse(budget.minRuns()) - tally.counted();
    if (budget.untilExact() && byRuns <= 0 && !tally.exactCounts()) {
      byRuns = budget.maxRuns() - tally.counted();
    }
    int byTime = 0;
    if (budget.runs().isEmpty() && tally.counted() > 0
        && tally.countedSeconds() < budget.minSeconds()) {
      double mean = tally.countedSeconds() / tally.counted();
      byTime = (int) Math.ceil((budget.minSeconds() - tally.countedSeconds()) / mean);
    }
    return Math.max(0, Math.min(Math.max(byRuns, byTime), budget.maxRuns() - tally.counted()));
  }
}
