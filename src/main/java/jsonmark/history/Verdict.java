package jsonmark.history;

import jsonmark.stats.changes.GateVerdict;

/**
 * The gate's verdict on one series of a new run.
 *
 * @param point the new run's figure
 * @param verdict what the history says of it
 * @param since the start of the regime the recent points come from, as text ("the first run"
 *     when no change point came before)
 */
public record Verdict(Point point, GateVerdict verdict, String since) {

  /** Whether it fails the gate. */
  public boolean regression() {
    return verdict.kind() == GateVerdict.Kind.REGRESSION;
  }

  /** Whether the gate judged it: its history was long and steady enough. */
  public boolean gated() {
    return verdict.kind() != GateVerdict.Kind.TOO_FEW_POINTS
        && verdict.kind() != GateVerdict.Kind.TOO_NOISY;
  }
}
