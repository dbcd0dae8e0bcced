package jsonmark.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Two commands' times paired by round: the runs of one round ran close together in time, so they
 * share whatever load the machine had then, and the ratio of the pair takes it out. Only the
 * rounds in which both commands have a counted time give a pair.
 *
 * <p>Why that stays unbiased when commands run different numbers of rounds (each its own
 * budget): whether a command runs in round {@code r} is decided before the round, from its runs
 * in the rounds before; the order within the round is drawn at random. So the rounds both ran are
 * a run of rounds chosen without looking at how the two compare in them, and each pair is two
 * runs side by side in a random order, as in a round where every command ran.
 */
public final class Pairing {

  private Pairing() {}

  /**
   * The ratio of {@code a}'s times over {@code b}'s with its 95 % interval, from the rounds (the
   * keys) in which both have a positive time; empty without a pair.
   */
  public static Optional<RatioInterval> interval(Map<Integer, Double> a, Map<Integer, Double> b) {
    List<double[]> pairs = new ArrayList<>();
    for (Map.Entry<Integer, Double> run : new java.util.TreeMap<>(a).entrySet()) {
      Double other = b.get(run.getKey());
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
}
