package jsonmark.stats;

import java.util.OptionalDouble;

/**
 * How many times slower a command is than the fastest one, as hyperfine ends its output
 * ({@code 'a' ran 1.99 ± 0.12 times faster than 'b'}), with the uncertainty propagated as for
 * {@link Relative}.
 *
 * @param ratio the command's mean over the fastest one's, at least 1
 * @param stdDev the standard deviation of {@code ratio}, empty when either has a single run
 */
public record Speedup(double ratio, OptionalDouble stdDev) {

  /** {@code slower} against {@code fastest}; both means must be positive. */
  public static Speedup of(CommandStatistics slower, CommandStatistics fastest) {
    Relative relative =
        Relative.of(slower.mean(), slower.stdDev(), fastest.mean(), fastest.stdDev());
    OptionalDouble stdDev =
        relative.stdDevPercent().isPresent()
            ? OptionalDouble.of(relative.stdDevPercent().getAsDouble() / 100)
            : OptionalDouble.empty();
    return new Speedup(relative.percent() / 100, stdDev);
  }

  /**
   * Whether the difference is within the error: the ratio minus its standard deviation does not
   * exceed 1. False when the error is unknown (single runs): nothing can be said either way.
   */
  public boolean withinError() {
    return stdDev.isPresent() && ratio - stdDev.getAsDouble() <= 1;
  }
}
