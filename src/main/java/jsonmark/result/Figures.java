package jsonmark.result;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.ProfileSummary;

/**
 * One command's figures in one {@link Metric}: its counted runs that have the metric, one
 * statistics value of them, its ratio to the baseline, and the tree's CPU time where known.
 *
 * @param metric what the figures are, and their unit
 * @param runs its counted runs that have the metric, in the order run
 * @param spread n, mean, σ, median, min and max of their values
 * @param relative its figure over the baseline's with the half-width of the 95 % interval of that
 *     ratio; empty when they share no counted run, or when the metric is not the headline
 * @param tree the tree's mean CPU seconds and each run's profile, where known (wall time only)
 */
public record Figures(
    Metric metric, List<RunResult> runs, Spread spread, Optional<Ratio> relative, Tree tree) {

  public Figures {
    runs = List.copyOf(runs);
  }

  /**
   * The statistics of a metric's values.
   *
   * @param n how many values
   * @param mean their mean; NaN when none
   * @param stdDev their sample standard deviation; empty below two
   * @param median their median; NaN when none
   * @param min the lowest; NaN when none
   * @param max the highest; NaN when none
   */
  public record Spread(
      int n, double mean, OptionalDouble stdDev, double median, double min, double max) {

    /** No value. */
    static final Spread NONE = new Spread(0, Double.NaN, OptionalDouble.empty(), Double.NaN,
        Double.NaN, Double.NaN);
  }

  /** A ratio to the baseline with the half-width of its 95 % interval, empty below two rounds. */
  public record Ratio(double ratio, OptionalDouble halfWidth) {}

  /**
   * What the runs' process tree used, where known: none under Valgrind.
   *
   * @param user the mean user CPU seconds, where every counted run has them
   * @param system the mean system CPU seconds, likewise
   * @param profiles each counted run's profile, when every one was profiled
   */
  public record Tree(OptionalDouble user, OptionalDouble system,
      Optional<List<ProfileSummary>> profiles) {

    /** Not known. */
    static final Tree NONE = new Tree(OptionalDouble.empty(), OptionalDouble.empty(),
        Optional.empty());
  }

  /** Each run's value, in the order run. */
  public List<Double> values() {
    return runs.stream().map(metric::value).toList();
  }
}
