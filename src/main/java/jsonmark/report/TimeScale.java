package jsonmark.report;

import java.util.Arrays;
import java.util.OptionalDouble;
import jsonmark.result.TimeUnit;

/**
 * The unit of one table's times, chosen as hyperfine chooses it: milliseconds when the slowest
 * mean is under a second, else seconds, unless {@code -u/--time-unit} names one; and, per column, enough decimals that every non-zero
 * value shows at least two significant digits (a σ of 0.2 ms reads {@code 0.20}, never
 * {@code 0.000}), with at least 1 decimal for milliseconds and 3 for seconds.
 */
public enum TimeScale {
  MICROSECONDS("µs", 1e6, 1),
  MILLISECONDS("ms", 1e3, 1),
  SECONDS("s", 1, 3);

  /** Decimals at most, whatever the smallest value: beyond a microsecond nothing is measured. */
  private static final int MAX_DECIMALS = 6;

  private final String unit;
  private final double perSecond;
  private final int minDecimals;

  TimeScale(String unit, double perSecond, int minDecimals) {
    this.unit = unit;
    this.perSecond = perSecond;
    this.minDecimals = minDecimals;
  }

  /** The scale of a table whose slowest mean is {@code slowestSeconds} (empty: seconds). */
  public static TimeScale of(OptionalDouble slowestSeconds) {
    return slowestSeconds.isPresent() && slowestSeconds.getAsDouble() < 1
        ? MILLISECONDS : SECONDS;
  }

  /**
   * The scale of {@code report}'s results table, which everything shown beside that table
   * (report.html's verdict, the markup exports) uses too, so that one page never mixes seconds
   * and milliseconds: the --time-unit given, else chosen from the slowest mean.
   */
  public static TimeScale of(Report report) {
    return report.options().timeUnit().map(TimeScale::of)
        .orElseGet(() -> of(report.commands().stream().flatMap(c -> c.statistics().stream())
            .mapToDouble(s -> s.mean()).max()));
  }

  /** The scale of the unit --time-unit names. */
  public static TimeScale of(TimeUnit unit) {
    return switch (unit) {
      case MICROSECOND -> MICROSECONDS;
      case MILLISECOND -> MILLISECONDS;
      case SECOND -> SECONDS;
    };
  }

  /** How many of this unit make a second. */
  public double perSecond() {
    return perSecond;
  }

  /** The fewest decimals a figure in this unit gets. */
  public int minDecimals() {
    return minDecimals;
  }

  /** {@code ms} or {@code s}. */
  public String unit() {
    return unit;
  }

  /** The decimals of a column holding these times, in seconds (non-finite ones ignored). */
  public int decimals(double... seconds) {
    double smallest = Arrays.stream(seconds)
        .filter(Double::isFinite)
        .map(s -> Math.abs(s * perSecond))
        .filter(v -> v > 0)
        .min()
        .orElse(1);
    int needed = 1 - (int) Math.floor(Math.log10(smallest));
    return Math.max(minDecimals, Math.min(MAX_DECIMALS, needed));
  }

  /** {@code seconds} in this unit with {@code decimals}, {@code n/a} when not finite. */
  public String format(double seconds, int decimals) {
    return Numbers.fixed(seconds * perSecond, decimals);
  }

  public String format(OptionalDouble seconds, int decimals) {
    return seconds.isPresent() ? format(seconds.getAsDouble(), decimals) : Numbers.NOT_AVAILABLE;
  }
}
