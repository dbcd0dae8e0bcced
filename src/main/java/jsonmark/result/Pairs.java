package jsonmark.result;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import jsonmark.stats.Descriptive;
import jsonmark.stats.RatioInterval;

/**
 * Two commands' counted runs paired by round (run number): the runs of one round ran close
 * together in time, so they share whatever load the machine had then. A round where either run
 * failed or was set aside as contended gives no pair.
 */
public final class Pairs {

  private Pairs() {}

  /** The ratio of {@code a}'s times over {@code b}'s with its interval; empty without a pair. */
  public static Optional<RatioInterval> interval(CommandResult a, CommandResult b) {
    Map<Integer, Double> left = counted(a);
    Map<Integer, Double> right = counted(b);
    List<double[]> pairs = new ArrayList<>();
    for (Map.Entry<Integer, Double> run : left.entrySet()) {
      Double other = right.get(run.getKey());
      if (other != null && run.getValue() > 0 && other > 0) {
        pairs.add(new double[] {run.getValue(), other});
      }
    }
    if (pairs.isEmpty()) {
      return Optional.empty();
    }
    double[] x = pairs.stream().mapToDouble(p -> p[0]).toArray();
    double[] y = pairs.stream().mapToDouble(p -> p[1]).toArray();
    return Optional.of(RatioInterval.paired(x, y));
  }

  /** The command with the lowest mean of counted runs; empty when none has one. */
  public static Optional<CommandResult> fastest(List<CommandResult> commands) {
    return commands.stream()
        .filter(c -> !counted(c).isEmpty())
        .min(Comparator.comparingDouble(c -> mean(counted(c))));
  }

  /** The counted runs' times by run number; the last counted run of a number wins. */
  static Map<Integer, Double> counted(CommandResult result) {
    Map<Integer, Double> byRun = new TreeMap<>();
    for (RunResult run : result.runs()) {
      if (run.counted()) {
        byRun.put(run.run(), run.seconds());
      }
    }
    return byRun;
  }

  private static double mean(Map<Integer, Double> runs) {
    return Descriptive.mean(runs.values().stream().mapToDouble(Double::doubleValue).toArray());
  }
}
