package jsonmark.stats;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A command's mean time as a percentage of the baseline's ({@code % time}: 100 = as fast as the
 * baseline, 200 = takes twice as long), with its propagated uncertainty.
 *
 * <p>For {@code r = 100 * m / b} with standard deviations {@code σm} and {@code σb}, first-order
 * error propagation of a quotient of independent quantities gives {@code σr = r * sqrt((σm /
 * m)^2 + (σb / b)^2)}, as hyperfine computes it for its relative speed. The uncertainty is empty
 * when either deviation is unknown (a single run), and for the baseline against itself.
 *
 * @param percent the command's mean over the baseline's, times 100
 * @param stdDevPercent the standard deviation of {@code percent}
 */
public record Relative(double percent, OptionalDouble stdDevPercent) {

  /** The baseline against itself: exactly 100, without uncertainty. */
  public static Relative baseline() {
    return new Relative(100, OptionalDouble.empty());
  }

  /** A mean against the baseline's mean; both must be positive. */
  public static Relative of(
      double mean, OptionalDouble stdDev, double baselineMean, OptionalDouble baselineStdDev) {
    if (!(mean > 0 && baselineMean > 0)) {
      throw new IllegalArgumentException("means must be positive: " + mean + ", " + baselineMean);
    }
    double percent = 100 * mean / baselineMean;
    if (stdDev.isEmpty() || baselineStdDev.isEmpty()) {
      return new Relative(percent, OptionalDouble.empty());
    }
    double a = stdDev.getAsDouble() / mean;
    double b = baselineStdDev.getAsDouble() / baselineMean;
    return new Relative(percent, OptionalDouble.of(percent * Math.sqrt(a * a + b * b)));
  }

  /** A command against another one, the baseline; empty when either mean is not positive. */
  public static Optional<Relative> of(CommandStatistics command, CommandStatistics baseline) {
    if (!(command.mean() > 0 && baseline.mean() > 0)) {
      return Optional.empty();
    }
    return Optional.of(of(command.mean(), command.stdDev(), baseline.mean(), baseline.stdDev()));
  }
}
