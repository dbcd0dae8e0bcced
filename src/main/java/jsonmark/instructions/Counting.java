package jsonmark.instructions;

/**
 * How much counting a command needs by default, when runs execute under Valgrind (about 20 to
 * 50 times slower than natively).
 */
public final class Counting {

  /**
   * Counted runs per command without --runs, at least: counts of a deterministic program are
   * identical run to run, so one would do, and the second shows that they are.
   */
  public static final int MIN_RUNS = 2;

  /**
   * ... and at most: a third run only when the first two spread over the exact threshold, to
   * tell one stray run from a command that spreads, which the spread rule needs to judge.
   */
  public static final int RUNS = 3;

  /**
   * Without --records or --size, a benchmark gets this fraction of its default record count
   * (Simple1Benchmark: 20,000 of 1,000,000, 6.6 MB): a native parser's run then takes about
   * half a second under Valgrind (rust-serde counts 89 M instructions on 10,000 records), and
   * a Python one a few seconds, while the parse still outweighs a native start-up a
   * hundredfold.
   */
  public static final int RECORDS_DIVISOR = 50;

  /** Simple1Benchmark's default record count under Valgrind, for the options' help. */
  public static final String SIMPLE1_RECORDS = "20,000";

  private Counting() {}

  /** The default record count of a benchmark whose default is {@code records}. */
  public static long records(long records) {
    return Math.max(1, records / RECORDS_DIVISOR);
  }
}
