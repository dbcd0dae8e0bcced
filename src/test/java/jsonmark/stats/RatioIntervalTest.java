package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The t-interval of per-round log-ratios, against values worked out independently. */
class RatioIntervalTest {

  @Test
  void studentQuantilesAreTheTabulatedOnes() {
    // Two-sided 95 %: the 0.975 quantiles of Student's t (any statistics table).
    assertThat(RatioInterval.tQuantile(1)).isCloseTo(12.706204736174705, within(1e-9));
    assertThat(RatioInterval.tQuantile(4)).isCloseTo(2.7764451051977987, within(1e-9));
    assertThat(RatioInterval.tQuantile(9)).isCloseTo(2.2621571627409915, within(1e-9));
    assertThat(RatioInterval.tQuantile(29)).isCloseTo(2.045229642132703, within(1e-9));
  }

  @Test
  void aTwiceSlowerCommandGetsItsRatioAndIntervalFromThePairedLogs() {
    // Worked out with Python's statistics module: exp(mean ± t(0.975, 4) * sd / sqrt(5)) of
    // ln(a_i / b_i).
    RatioInterval r = RatioInterval.paired(
        new double[] {2.0, 2.2, 1.9, 2.1, 2.05}, new double[] {1.0, 1.01, 0.98, 1.02, 1.0});
    assertThat(r.ratio()).isCloseTo(2.0436492602523213, within(1e-12));
    assertThat(r.low().getAsDouble()).isCloseTo(1.937563134950348, within(1e-9));
    assertThat(r.high().getAsDouble()).isCloseTo(2.155543849690806, within(1e-9));
    assertThat(r.pairs()).isEqualTo(5);
    assertThat(r.significant()).isTrue();
    assertThat(r.halfWidthPercent().getAsDouble())
        .isCloseTo(100 * (2.155543849690806 / 2.0436492602523213 - 1), within(1e-6));
  }

  @Test
  void twoEqualCommandsAreNotSignificantlyDifferent() {
    RatioInterval r = RatioInterval.paired(
        new double[] {1.00, 1.03, 0.97, 1.01}, new double[] {1.01, 1.00, 0.99, 1.02});
    assertThat(r.ratio()).isCloseTo(0.9973403689308757, within(1e-12));
    assertThat(r.low().getAsDouble()).isCloseTo(0.9629615879075946, within(1e-9));
    assertThat(r.high().getAsDouble()).isCloseTo(1.0329465100061967, within(1e-9));
    assertThat(r.significant()).isFalse();
  }

  @Test
  void pairingRemovesLoadThatHitsBothRunsOfARound() {
    // Round 2 ran under load that doubled both times: the ratio is exactly 1.5 every round.
    RatioInterval r = RatioInterval.paired(
        new double[] {1.5, 3.0, 1.5}, new double[] {1.0, 2.0, 1.0});
    assertThat(r.ratio()).isCloseTo(1.5, within(1e-12));
    assertThat(r.low().getAsDouble()).isCloseTo(1.5, within(1e-12));
    assertThat(r.high().getAsDouble()).isCloseTo(1.5, within(1e-12));
  }

  @Test
  void oneRoundGivesARatioButNoInterval() {
    RatioInterval r = RatioInterval.paired(new double[] {3.0}, new double[] {2.0});
    assertThat(r.ratio()).isEqualTo(1.5);
    assertThat(r.known()).isFalse();
    assertThat(r.significant()).isFalse();
    assertThat(r.halfWidthPercent()).isEmpty();
  }

  @Test
  void theInverseSwapsTheEndsOfTheInterval() {
    RatioInterval r = RatioInterval.paired(
        new double[] {2.0, 2.2, 1.9}, new double[] {1.0, 1.0, 1.0}).inverse();
    RatioInterval direct = RatioInterval.paired(
        new double[] {1.0, 1.0, 1.0}, new double[] {2.0, 2.2, 1.9});
    assertThat(r.ratio()).isCloseTo(direct.ratio(), within(1e-12));
    assertThat(r.low().getAsDouble()).isCloseTo(direct.low().getAsDouble(), within(1e-12));
    assertThat(r.high().getAsDouble()).isCloseTo(direct.high().getAsDouble(), within(1e-12));
  }

  @Test
  void refusesUnpairedOrNonPositiveTimes() {
    assertThatThrownBy(() -> RatioInterval.paired(new double[] {1}, new double[] {1, 2}))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> RatioInterval.paired(new double[] {0}, new double[] {1}))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void relativeIsTheRatioInPercentAndTheBaselineIsExactlyOneHundred() {
    Relative relative = Relative.of(RatioInterval.paired(
        new double[] {1.5, 3.0, 1.5}, new double[] {1.0, 2.0, 1.0}));
    assertThat(relative.percent()).isCloseTo(150, within(1e-9));
    assertThat(relative.significant()).isTrue();
    assertThat(Relative.baseline().percent()).isEqualTo(100);
    assertThat(Relative.baseline().lowPercent()).isEmpty();
  }
}
