package jsonmark.stats.changes;

/**
 * A change point of one series: where a new regime starts and how far it moved.
 *
 * @param index the first point of the new regime
 * @param before the mean of the regime before it, in the series' units (geometric: the exp of the
 *     mean of the logs, what the test compares)
 * @param after the mean of the regime that starts here, the same way
 * @param relativeChange {@code after / before - 1}: 0.1 is 10 % higher
 * @param pValue the two-sided p-value of Student's t-test between the two regimes, on logs
 * @param confirmed whether enough points follow it for it to be final
 */
public record ChangePoint(int index, double before, double after, double relativeChange,
    double pValue, boolean confirmed) {

  /** The change in %: {@code relativeChange * 100}. */
  public double percent() {
    return relativeChange * 100;
  }
}
