package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Every verdict of the gate over history, on fixed recent points. */
class HistoryGateTest {

  /** Ten times whose logs are ±0.01 about 0: geometric mean 1, log sd 0.0105409. */
  private static final double[] QUIET = quiet();

  private static double[] quiet() {
    double[] times = new double[10];
    for (int i = 0; i < times.length; i++) {
      times[i] = Math.exp(i % 2 == 0 ? 0.01 : -0.01);
    }
    return times;
  }

  @Test
  void theIntervalIsStudentsNinetyNinePercentPredictionIntervalOnLogs() {
    // t(0.995, 9) = 3.2498355; sd = sqrt(10 · 0.0001 / 9); half = t · sd · sqrt(1 + 1/10).
    double half = 3.2498355 * Math.sqrt(0.001 / 9) * Math.sqrt(1.1);
    GateVerdict v = HistoryGate.check(QUIET, 1.0, false, 5, HistoryGate.DEFAULT_MIN_POINTS);
    assertThat(v.kind()).isEqualTo(GateVerdict.Kind.WITHIN);
    assertThat(v.lower()).isCloseTo(Math.exp(-half), within(1e-7));
    assertThat(v.upper()).isCloseTo(Math.exp(half), within(1e-7));
    assertThat(v.changePercent()).isCloseTo(0, within(1e-9));
    assertThat(v.points()).isEqualTo(10);
  }

  @Test
  void theSpreadIsHalfThePredictionIntervalOrHalfTheRangeOfCounts() {
    double half = 3.2498355 * Math.sqrt(0.001 / 9) * Math.sqrt(1.1);
    assertThat(HistoryGate.spreadPercent(QUIET, false))
        .isCloseTo((Math.exp(half) - 1) * 100, within(1e-5));
    // Counts 990 to 1010 about a mean of 1000: half the range is 1 %.
    assertThat(HistoryGate.spreadPercent(new double[] {990, 1000, 1010}, true))
        .isCloseTo(1.0, within(1e-12));
    assertThatThrownBy(() -> HistoryGate.spreadPercent(new double[] {1}, false))
        .hasMessage("a spread needs at least 2 recent points");
  }

  @Test
  void aSlowerValueAboveTheIntervalAndTheThresholdIsARegression() {
    GateVerdict v = HistoryGate.check(QUIET, 1.10, false, 5, 10);
    assertThat(v.kind()).isEqualTo(GateVerdict.Kind.REGRESSION);
    assertThat(v.changePercent()).isCloseTo(10, within(1e-9));
  }

  @Test
  void aValueAboveTheIntervalButUnderTheThresholdIsWithin() {
    // The interval reaches +3.7 %; 4 % is above it but not more than 5 % slower.
    assertThat(HistoryGate.check(QUIET, 1.04, false, 5, 10).kind())
        .isEqualTo(GateVerdict.Kind.WITHIN);
  }

  @Test
  void aFasterValueBelowTheIntervalAndTheThresholdIsAnImprovement() {
    assertThat(HistoryGate.check(QUIET, 0.90, false, 5, 10).kind())
        .isEqualTo(GateVerdict.Kind.IMPROVEMENT);
  }

  @Test
  void fewerPointsThanAskedCannotGate() {
    GateVerdict v = HistoryGate.check(new double[] {1.0, 1.01, 0.99}, 2.0, false, 5, 10);
    assertThat(v.kind()).isEqualTo(GateVerdict.Kind.TOO_FEW_POINTS);
    assertThat(v.points()).isEqualTo(3);
    assertThat(v.lower()).isNaN();
    assertThat(HistoryGate.check(new double[0], 2.0, false, 5, 10).changePercent()).isNaN();
  }

  @Test
  void aHistoryNoisierThanTheThresholdSaysSoInsteadOfAlarming() {
    double[] noisy = {1.0, 1.2, 0.9, 1.1, 0.8, 1.3, 1.0, 0.95, 1.15, 0.85};
    GateVerdict v = HistoryGate.check(noisy, 2.0, false, 5, 10);
    assertThat(v.kind()).isEqualTo(GateVerdict.Kind.TOO_NOISY);
    assertThat(v.upper()).isGreaterThan(1.05);
  }

  @Test
  void anExactCountBeyondItsSpreadIsJudgedAgainstTheThreshold() {
    double[] counts = {1000, 1000, 1000, 1000, 1000};
    assertThat(HistoryGate.check(counts, 1006, true, 0.5, 5).kind())
        .isEqualTo(GateVerdict.Kind.REGRESSION);
    assertThat(HistoryGate.check(counts, 1003, true, 0.5, 5).kind())
        .isEqualTo(GateVerdict.Kind.WITHIN);
    assertThat(HistoryGate.check(counts, 1001, true, 0, 5).kind())
        .isEqualTo(GateVerdict.Kind.REGRESSION);
    assertThat(HistoryGate.check(counts, 990, true, 0.5, 5).kind())
        .isEqualTo(GateVerdict.Kind.IMPROVEMENT);
    GateVerdict same = HistoryGate.check(counts, 1000, true, 0, 5);
    assertThat(same.kind()).isEqualTo(GateVerdict.Kind.WITHIN);
    assertThat(same.lower()).isEqualTo(1000);
    assertThat(same.upper()).isEqualTo(1000);
  }

  @Test
  void exactCountsThatSpreadMoreThanTheThresholdCannotGate() {
    double[] counts = {1000, 1030, 1000, 1030, 1000};
    assertThat(HistoryGate.check(counts, 1100, true, 1, 5).kind())
        .isEqualTo(GateVerdict.Kind.TOO_NOISY);
  }

  @Test
  void badArgumentsAreRefusedWithWhatToGive() {
    assertThatThrownBy(() -> HistoryGate.check(QUIET, 1, false, -1, 10))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the regression threshold is -1.0 %; give a percentage of 0 or more,"
            + " such as 5");
    assertThatThrownBy(() -> HistoryGate.check(QUIET, 1, false, 5, 1))
        .hasMessage("the gate needs at least 2 recent points to measure their spread, not 1");
    assertThatThrownBy(() -> HistoryGate.check(QUIET, 0, false, 5, 10))
        .hasMessage("the value to gate is 0.0; give a finite value above 0 (a time or a count)");
    assertThatThrownBy(() -> HistoryGate.check(new double[] {1, -2}, 1, false, 5, 2))
        .hasMessage("recent point 1 is -2.0; give finite values above 0 (times or counts)");
  }
}
