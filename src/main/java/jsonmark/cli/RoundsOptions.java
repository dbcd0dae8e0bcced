package jsonmark.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.run.Rounds;

/**
 * Checks the options of the rounds: order, seed, baseline, --max-wait, --precision, --max-time,
 * and the table's --sort.
 */
final class RoundsOptions {

  /** Timed runs without --runs: at least this many... */
  static final int DEFAULT_RUNS = 5;

  /** ...and more until each command has had this much timed-run time, in seconds. */
  static final double DEFAULT_MIN_SECONDS = 3;

  /** Rounds at most when adding rounds for time or precision. */
  static final int MAX_RUNS = 1000;

  /** --max-time when --precision is given without it, in seconds. */
  static final double DEFAULT_MAX_TIME = 600;

  private RoundsOptions() {}

  static Rounds parse(JsonmarkCommand c) {
    Rounds.Order order;
    try {
      order = Rounds.Order.valueOf(c.order.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw c.usage("--order must be interleaved or sequential, not '" + c.order + "'");
    }
    Rounds.Sort sort;
    try {
      sort = Rounds.Sort.valueOf(c.sort.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw c.usage("--sort must be speed or input, not '" + c.sort + "'");
    }
    if (c.baseline != null && !c.names.names().contains(c.baseline)) {
      throw c.usage("--baseline '" + c.baseline + "' is not the --name of a command; give one of"
          + " the --name values");
    }
    if (!(c.maxWait > 0 && c.maxWait <= 100)) {
      throw c.usage("--max-wait must be a percentage above 0 and at most 100, not "
          + c.maxWait);
    }
    OptionalDouble precision = OptionalDouble.empty();
    if (c.precision != null) {
      if (!(c.precision > 0 && c.precision < 100)) {
        throw c.usage("--precision must be a percentage above 0 and below 100, not "
            + c.precision);
      }
      if (order == Rounds.Order.SEQUENTIAL) {
        throw c.usage("--precision compares paired rounds: it needs --order interleaved");
      }
      precision = OptionalDouble.of(c.precision);
    }
    Optional<Duration> maxTime = Optional.empty();
    if (c.maxTime != null) {
      maxTime = Optional.of(c.maxTime);
    } else if (precision.isPresent()) {
      maxTime = Optional.of(Duration.ofSeconds((long) DEFAULT_MAX_TIME));
    }
    long seed = c.seed != null ? c.seed : Math.floorMod(System.nanoTime(), 1_000_000_000L);
    return new Rounds(order, seed, Optional.ofNullable(c.baseline), c.maxWait,
        c.maxWait >= 100 ? 0 : Rounds.DEFAULT_MAX_RERUNS,
        c.runs == null ? DEFAULT_MIN_SECONDS : 0, precision, maxTime, MAX_RUNS, sort);
  }
}
