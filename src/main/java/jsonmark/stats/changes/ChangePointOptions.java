package jsonmark.stats.changes;

/**
 * The parameters of change-point detection (see docs/history.md, "Change points").
 *
 * @param window the length of the sliding windows the split pass searches, in points (at least 4)
 * @param pValue the largest two-sided p-value a final change point may have, in (0, 1)
 * @param minMagnitude the smallest relative change of a timed change point, as a fraction
 *     ({@code 0.02} = 2 %), in either direction; exact counts ignore it (any step beyond their
 *     spread counts)
 * @param confirmAfter how many points of the new regime, its first included, make a change point
 *     final (at least 1)
 */
public record ChangePointOptions(int window, double pValue, double minMagnitude,
    int confirmAfter) {

  /** Apache Otava's and MongoDB's window. */
  public static final int DEFAULT_WINDOW = 50;

  /** Apache Otava's and MongoDB's p-value. */
  public static final double DEFAULT_P_VALUE = 0.001;

  /**
   * 2 %: the smallest change a library author sets out to prove, and a third of this machine's
   * run-to-run spread (6 % a run, docs/lab/2026-12-06-timing-and-noise.md), so a change below it
   * is one that a single run could never show.
   */
  public static final double DEFAULT_MIN_MAGNITUDE = 0.02;

  /** Issue 47: a change point needs 3 points after it (itself the first) before it is final. */
  public static final int DEFAULT_CONFIRM_AFTER = 3;

  /** Checks every parameter. */
  public ChangePointOptions {
    if (window < 4) {
      throw new IllegalArgumentException("the change-point window is " + window
          + " points; give at least 4 (two a side)");
    }
    if (!(pValue > 0 && pValue < 1)) {
      throw new IllegalArgumentException("the change-point p-value is " + pValue
          + "; give a number between 0 and 1, such as 0.001");
    }
    if (!(minMagnitude >= 0) || Double.isInfinite(minMagnitude)) {
      throw new IllegalArgumentException("the minimum change magnitude is " + minMagnitude
          + "; give a fraction of 0 or more, such as 0.02 for 2 %");
    }
    if (confirmAfter < 1) {
      throw new IllegalArgumentException("a change point confirmed after " + confirmAfter
          + " points can never be final; give at least 1");
    }
  }

  /** Window 50, p 0.001, minimum magnitude 2 %, final after 3 points. */
  public static ChangePointOptions defaults() {
    return new ChangePointOptions(DEFAULT_WINDOW, DEFAULT_P_VALUE, DEFAULT_MIN_MAGNITUDE,
        DEFAULT_CONFIRM_AFTER);
  }

  /**
   * The p-value of the split pass, which finds weak change points for the merge pass to weigh:
   * Otava's schedule, ten times {@link #pValue} below 0.05, twice below 0.5, else the same.
   */
  public double weakPValue() {
    if (pValue < 0.05) {
      return pValue * 10;
    }
    return pValue < 0.5 ? pValue * 2 : pValue;
  }
}
