package jsonmark.result;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import jsonmark.stats.Descriptive;
import jsonmark.stats.Pairing;
import jsonmark.stats.RatioInterval;

/**
 * The counted times of a command's runs by round, the one reading of runs that every
 * comparison uses: the paired intervals, the fastest command, the precision of the rounds.
 */
public final class RunTimes {

  private RunTimes() {}

  /** The counted runs' times by round; a round holds at most one counted run. */
  public static Map<Integer, Double> byRound(List<RunResult> runs) {
    Map<Integer, Double> byRound = new TreeMap<>();
    for (RunResult run : runs) {
      if (run.counted()) {
        byRound.put(run.run(), run.seconds());
      }
    }
    return byRound;
  }

  /** The ratio of {@code a}'s times over {@code b}'s, paired by round; empty without a pair. */
  public static Optional<RatioInterval> interval(List<RunResult> a, List<RunResult> b) {
    return Pairing.interval(byRound(a), byRound(b));
  }

  /** The command with the lowest mean of counted runs; empty when none has one. */
  public static Optional<CommandResult> fastest(List<CommandResult> commands) {
    return byMean(commands, CommandResult::runs).stream().findFirst();
  }

  /**
   * The items whose runs have a counted one, by the mean of their counted runs, lowest first,
   * in their given order among equal means: the one order "fastest" is read from, in the run
   * loop, the baseline and the claims alike.
   */
  public static <T> List<T> byMean(List<T> items, Function<T, List<RunResult>> runs) {
    return items.stream()
        .filter(c -> runs.apply(c).stream().anyMatch(RunResult::counted))
        .sorted(Comparator.comparingDouble(c -> mean(runs.apply(c))))
        .toList();
  }

  /** The mean of the counted runs' times; NaN when none counted. */
  public static double mean(List<RunResult> runs) {
    double[] seconds = runs.stream().filter(RunResult::counted).mapToDouble(RunResult::seconds)
        .toArray();
    return seconds.length == 0 ? Double.NaN : Descriptive.mean(seconds);
  }
}
