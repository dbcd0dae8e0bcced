package jsonmark.stats.changes;

/**
 * What the gate over history says of a new value, with the evidence beside it.
 *
 * @param kind the verdict
 * @param lower the lower end of the range the value was held against (the 99 % prediction
 *     interval for timed values, the smallest recent count for exact ones); NaN with too few points
 * @param upper its upper end, the same way
 * @param changePercent the value against the recent mean (geometric for timed values, arithmetic
 *     for counts), in %: 10 is 10 % higher; NaN without recent points
 * @param points how many recent points the gate had
 */
public record GateVerdict(Kind kind, double lower, double upper, double changePercent,
    int points) {

  /** The verdicts. */
  public enum Kind {
    /** Above the range and more than the allowed percentage higher. */
    REGRESSION,
    /** Below the range and more than the allowed percentage lower. */
    IMPROVEMENT,
    /** Neither. */
    WITHIN,
    /** Fewer recent points than the gate needs: it cannot gate. */
    TOO_FEW_POINTS,
    /** The range is wider than the allowed percentage: it cannot gate, and says so. */
    TOO_NOISY
  }
}
