package jsonmark.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * How many timed runs each command of a comparison gets, each on its own.
 *
 * <p>With {@code runs} (--runs N), exactly that many counted runs. Without it, hyperfine's rule
 * in our figures: at least {@code minRuns} counted runs and at least {@code minSeconds} of
 * counted wall time, at most {@code maxRuns} runs. With {@code precisionPercent}, beyond either,
 * more runs while the command's 95 % interval against the fastest is wider than that, until
 * {@code maxTimeSeconds} of timed rounds are spent. A run set aside for CPU contention is not
 * counted; a failed run is not counted either, and stops the command (see {@link Stopping}).
 *
 * @param runs exactly this many counted runs, empty for the adaptive budget
 * @param minRuns counted runs at least, without {@code runs}
 * @param minSeconds counted wall time at least, in seconds, without {@code runs}
 * @param maxRuns counted runs at most, however short they are
 * @param precisionPercent the half-width of the 95 % interval against the fastest to reach, in %
 * @param maxTimeSeconds no run is added for precision after this much time of timed rounds
 * @param untilExact instruction counts: past {@code minRuns}, more runs up to {@code maxRuns}
 *     only while the counts so far are not exact (see {@link Spread})
 */
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public record Budget(
    OptionalInt runs,
    @JsonProperty("min_runs") int minRuns,
    @JsonProperty("min_s") double minSeconds,
    @JsonProperty("max_runs") int maxRuns,
    @JsonProperty("precision_percent") OptionalDouble precisionPercent,
    @JsonProperty("max_time_s") OptionalDouble maxTimeSeconds,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean untilExact) {

  /** Counted runs at least, without --runs. */
  public static final int MIN_RUNS = 5;

  /** Counted wall time at least, in seconds, without --runs: hyperfine's 3 s. */
  public static final double MIN_SECONDS = 3;

  /** Counted runs at most: a 1 ms command would otherwise need 3,000 runs for its 3 s. */
  public static final int MAX_RUNS = 1000;

  /** --max-time when --precision is given without it, in seconds. */
  public static final double DEFAULT_MAX_TIME_SECONDS = 600;

  /** Exactly {@code runs} counted runs of each command. */
  public static Budget exactly(int runs) {
    return new Budget(OptionalInt.of(runs), runs, 0, runs, OptionalDouble.empty(),
        OptionalDouble.empty(), false);
  }

  /** The default: at least 5 runs and 3 s of counted time, at most 1,000 runs. */
  public static Budget adaptive() {
    return new Budget(OptionalInt.empty(), MIN_RUNS, MIN_SECONDS, MAX_RUNS,
        OptionalDouble.empty(), OptionalDouble.empty(), false);
  }

  /**
   * The default of --measure instructions: {@code minRuns} counted runs, then one more up to
   * {@code maxRuns} while their counts are not exact. Counts of a deterministic program are
   * identical, so the second run only shows that they are; a third tells one stray run from a
   * command that spreads, which the spread rule needs to judge.
   */
  public static Budget counting(int minRuns, int maxRuns) {
    return new Budget(OptionalInt.empty(), minRuns, 0, maxRuns, OptionalDouble.empty(),
        OptionalDouble.empty(), true);
  }

  /** This budget, and then runs until ± {@code percent} against the fastest, or the time is up. */
  public Budget withPrecision(double percent, double maxTime) {
    return new Budget(runs, minRuns, minSeconds, Math.max(maxRuns, MAX_RUNS),
        OptionalDouble.of(percent), OptionalDouble.of(maxTime), untilExact);
  }

  /** {@code 10 runs}, or {@code at least 5 runs and 3 s}, and the precision asked for. */
  public String describe() {
    if (runs.isEmpty() && maxRuns == 0) {
      return "not recorded";
    }
    String base = runs.isPresent()
        ? runs.getAsInt() + (runs.getAsInt() == 1 ? " run" : " runs")
        : untilExact ? minRuns + " runs, up to " + maxRuns + " while their instruction counts"
            + " spread over " + plain(Spread.EXACT_PERCENT) + " %"
        : "at least " + minRuns + " runs and " + plain(minSeconds) + " s, at most " + maxRuns
            + " runs";
    return precisionPercent.isPresent()
        ? base + ", then more until ± " + plain(precisionPercent.getAsDouble()) + " % (at most "
            + plain(maxTimeSeconds.orElse(DEFAULT_MAX_TIME_SECONDS)) + " s)"
        : base;
  }

  private static String plain(double value) {
    if (!Double.isFinite(value)) {
      return "?";
    }
    return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
