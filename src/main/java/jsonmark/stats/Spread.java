package jsonmark.stats;

/**
 * The spread rule: how far a command's counts may spread across its runs and still be called
 * exact. The spread is {@code (max - min) / min}. Deterministic programs count the same to 0.001 %
 * or better (native parsers: identical; Python with its hash seed fixed: identical; node with
 * {@code --predictable --single-threaded}: 0.001 %), while runtimes with background threads or a
 * random seed spread 0.1 % (Python's random hash seed) to 4 % (a JVM's background compilers,
 * node's helper threads). 0.1 % sits between the two, twenty times under the 2 % a library
 * author wants to prove.
 */
public final class Spread {

  /** Counts that spread more than this, in %, are not exact. */
  public static final double EXACT_PERCENT = 0.1;

  private Spread() {}

  /** {@code (max - min) / min} in %; 0 for one run or none. */
  public static double percent(long min, long max) {
    return min <= 0 ? 0 : 100.0 * (max - min) / min;
  }

  /** Whether counts that spread {@code percent} are exact. */
  public static boolean exact(double percent) {
    return percent <= EXACT_PERCENT;
  }

  /**
   * Whether {@code runs} counts that spread {@code percent} are exact; empty for fewer than two,
   * whose spread is 0 whatever the program does: one run cannot show that a second would count
   * the same.
   */
  public static java.util.Optional<Boolean> exact(int runs, double percent) {
    return runs < 2 ? java.util.Optional.empty() : java.util.Optional.of(exact(percent));
  }
}
