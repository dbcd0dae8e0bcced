package jsonmark.run;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How the runs of a comparison are laid out in time and when they are judged good enough: the
 * order of the commands, the seed of that order, the {@code % time} baseline, the CPU-wait
 * limit above which a run is set aside and run again, and when to stop adding rounds.
 *
 * @param order interleaved rounds (each round every command once, in a fresh random order) or
 *     today's blocks of one command after another
 * @param seed the seed of the rounds' random order; printed and recorded so it can be repeated
 * @param baseline the name of the command {@code % time} is relative to; empty for the fastest
 * @param maxWaitPercent a run whose process tree waited longer than this share of its wall
 *     time for a CPU is contended: kept in runs.csv, left out of the statistics and run again
 * @param maxReruns how many times one run is repeated because it was contended, at most
 * @param minSeconds beyond {@code --runs}, keep adding rounds until every command has had this
 *     much timed-run time; 0 for off
 * @param precisionPercent keep adding rounds until every command's 95 % interval against the
 *     fastest is within ± this percentage; empty for off
 * @param maxTime the time after which no round is added for {@code minSeconds} or
 *     {@code precisionPercent}
 * @param maxRuns rounds at most, whatever the time and precision ask for
 * @param sort the order of the results table's rows: fastest first, or the commands' order
 */
public record Rounds(
    Order order,
    long seed,
    Optional<String> baseline,
    double maxWaitPercent,
    int maxReruns,
    double minSeconds,
    OptionalDouble precisionPercent,
    Optional<Duration> maxTime,
    int maxRuns,
    Sort sort) {

  /** The rows of the results table: fastest first (--sort speed) or as given (--sort input). */
  public enum Sort {
    SPEED,
    INPUT
  }

  /** Rounds whose table is sorted fastest first. */
  public Rounds(Order order, long seed, Optional<String> baseline, double maxWaitPercent,
      int maxReruns, double minSeconds, OptionalDouble precisionPercent,
      Optional<Duration> maxTime, int maxRuns) {
    this(order, seed, baseline, maxWaitPercent, maxReruns, minSeconds, precisionPercent,
        maxTime, maxRuns, Sort.SPEED);
  }

  /** Interleaved rounds or blocks. */
  public enum Order {
    INTERLEAVED,
    SEQUENTIAL
  }

  /** Default limit of CPU wait per run, in % of its wall time; see the README for why 5. */
  public static final double DEFAULT_MAX_WAIT_PERCENT = 5;

  /** Default number of times a contended run is repeated. */
  public static final int DEFAULT_MAX_RERUNS = 3;

  /** Exactly {@code --runs} interleaved rounds with the given seed, no re-runs. */
  public static Rounds fixed(long seed) {
    return new Rounds(Order.INTERLEAVED, seed, Optional.empty(), 100, 0, 0,
        OptionalDouble.empty(), Optional.empty(), 0);
  }

  /** The same with another order. */
  public Rounds withOrder(Order newOrder) {
    return new Rounds(newOrder, seed, baseline, maxWaitPercent, maxReruns, minSeconds,
        precisionPercent, maxTime, maxRuns, sort);
  }

  /** The same with another CPU-wait limit and number of re-runs. */
  public Rounds withMaxWait(double percent, int reruns) {
    return new Rounds(order, seed, baseline, percent, reruns, minSeconds, precisionPercent,
        maxTime, maxRuns, sort);
  }

  /** Whether rounds are added beyond {@code --runs} while time or precision ask for it. */
  public boolean adaptive() {
    return minSeconds > 0 || precisionPercent.isPresent();
  }
}
