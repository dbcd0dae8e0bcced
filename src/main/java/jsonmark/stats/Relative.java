package jsonmark.stats;

import java.util.OptionalDouble;

/**
 * A command's time as a percentage of the baseline's ({@code % time}: 100 = as fast as the
 * baseline, 200 = takes twice as long), with its 95 % confidence interval from the paired rounds
 * (see {@link RatioInterval}).
 *
 * @param percent the geometric mean of the per-round ratios to the baseline, times 100
 * @param lowPercent the lower end of the 95 % interval, empty below two paired rounds
 * @param highPercent the upper end, empty below two paired rounds
 * @param pairs how many paired rounds it is computed from; 0 for the baseline itself
 */
public record Relative(
    double percent, OptionalDouble lowPercent, OptionalDouble highPercent, int pairs) {

  /** The baseline against itself: exactly 100, without an interval. */
  public static Relative baseline() {
    return new Relative(100, OptionalDouble.empty(), OptionalDouble.empty(), 0);
  }

  /** The ratio of a command over the baseline, in %. */
  public static Relative of(RatioInterval ratio) {
    return new Relative(100 * ratio.ratio(), times100(ratio.low()), times100(ratio.high()),
        ratio.pairs());
  }

  /** The same comparison as a ratio of the command's time over the baseline's. */
  public RatioInterval ratio() {
    return new RatioInterval(percent / 100, over100(lowPercent), over100(highPercent), pairs);
  }

  /** Whether the interval excludes 100: the command and the baseline differ. */
  public boolean significant() {
    return lowPercent.isPresent()
        && (lowPercent.getAsDouble() > 100 || highPercent.getAsDouble() < 100);
  }

  private static OptionalDouble over100(OptionalDouble value) {
    return value.isPresent() ? OptionalDouble.of(value.getAsDouble() / 100) : OptionalDouble.empty();
  }

  private static OptionalDouble times100(OptionalDouble value) {
    return value.isPresent() ? OptionalDouble.of(100 * value.getAsDouble()) : OptionalDouble.empty();
  }
}
