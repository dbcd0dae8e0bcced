package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import jsonmark.stats.Welch.Change;
import org.junit.jupiter.api.Test;

/**
 * Welch's t on log-times against values worked out by hand: with two runs a side of equal
 * spread the degrees of freedom are exactly 2, where Student's t has a closed form
 * (p = 1 − t/√(t² + 2), quantile (2q − 1)/√(2q(1 − q))).
 */
class WelchTest {

  private static final double[] OLD = {1, Math.exp(0.2)}; // log-times 0 and 0.2
  private static final double[] NEW = {Math.exp(0.3), Math.exp(0.5)}; // 0.3 and 0.5

  @Test
  void aChangeOfTwoRunsASideHasTheClosedFormPValueAndInterval() {
    Change c = Welch.change(OLD, NEW).orElseThrow();
    assertThat(c.logDifference()).isCloseTo(0.3, within(1e-12));
    assertThat(c.standardError()).isCloseTo(Math.sqrt(0.02), within(1e-12));
    assertThat(c.degreesOfFreedom()).isCloseTo(2, within(1e-9));
    double t = 0.3 / Math.sqrt(0.02);
    assertThat(c.p()).isCloseTo(1 - t / Math.sqrt(t * t + 2), within(1e-9)); // 0.16795
    double quantile = 0.95 / Math.sqrt(2 * 0.975 * 0.025); // 4.302653
    assertThat(c.ratio()).isCloseTo(Math.exp(0.3), within(1e-12));
    assertThat(c.low()).isCloseTo(Math.exp(0.3 - quantile * Math.sqrt(0.02)), within(1e-9));
    assertThat(c.high()).isCloseTo(Math.exp(0.3 + quantile * Math.sqrt(0.02)), within(1e-9));
    assertThat(c.percent()).isCloseTo(34.98588, within(1e-5));
    assertThat(c.lowPercent()).isCloseTo(-26.544249, within(1e-5));
    assertThat(c.highPercent()).isCloseTo(148.056656, within(1e-5));
  }

  @Test
  void theChangeIsSymmetricInLogsSoSwappingTheSidesInvertsTheRatio() {
    Change forth = Welch.change(OLD, NEW).orElseThrow();
    Change back = Welch.change(NEW, OLD).orElseThrow();
    assertThat(back.ratio()).isCloseTo(1 / forth.ratio(), within(1e-12));
    assertThat(back.low()).isCloseTo(1 / forth.high(), within(1e-12));
    assertThat(back.p()).isCloseTo(forth.p(), within(1e-12));
  }

  @Test
  void theGeometricMeanOfTwoEqualChangesHasFourDegreesOfFreedom() {
    Change one = Welch.change(OLD, NEW).orElseThrow();
    Change both = Welch.combined(List.of(one, one)).orElseThrow();
    assertThat(both.logDifference()).isCloseTo(0.3, within(1e-12));
    assertThat(both.standardError()).isCloseTo(0.1, within(1e-12));
    assertThat(both.degreesOfFreedom()).isCloseTo(4, within(1e-9));
    // t = 3 on 4 degrees of freedom, by numerical integration of Student's density.
    assertThat(both.p()).isCloseTo(0.0399420, within(1e-6));
    assertThat(both.low()).isCloseTo(Math.exp(0.3 - 2.776445 * 0.1), within(1e-6));
    assertThat(both.high()).isCloseTo(Math.exp(0.3 + 2.776445 * 0.1), within(1e-6));
  }

  @Test
  void identicalTimesOnEachSideHaveNoSpreadToWeighAgainst() {
    Change same = Welch.change(new double[] {2, 2, 2}, new double[] {2, 2}).orElseThrow();
    assertThat(same.p()).isEqualTo(1);
    assertThat(same.ratio()).isEqualTo(1);
    Change moved = Welch.change(new double[] {2, 2}, new double[] {3, 3}).orElseThrow();
    assertThat(moved.p()).isZero();
    assertThat(moved.low()).isCloseTo(1.5, within(1e-12));
    assertThat(moved.high()).isCloseTo(1.5, within(1e-12));
  }

  @Test
  void fewerThanTwoRunsOnASideHasNoTest() {
    assertThat(Welch.change(new double[] {1}, new double[] {1, 2})).isEmpty();
    assertThat(Welch.change(new double[] {1, 2}, new double[] {3})).isEmpty();
    assertThat(Welch.combined(List.of())).isEmpty();
  }

  @Test
  void aChangeNetOfTheHostsSubtractsItsLogDifferenceAndAddsItsVariance() {
    // Command: d = 0.2, se = 0.05, 10 df; host: d = 0.1, se = 0.05, 10 df. Joined: se = √0.005,
    // Welch–Satterthwaite 0.005² / (2 · 0.0025² / 10) = 20 df, t(20, 97.5 %) = 2.0859634.
    Welch.Change command = new Welch.Change(Math.exp(0.2), 0, 0, 0, 0.2, 0.05, 10);
    Welch.Change host = new Welch.Change(Math.exp(0.1), 0, 0, 0, 0.1, 0.05, 10);
    Welch.Change net = Welch.net(command, host);
    assertThat(net.logDifference()).isCloseTo(0.1, within(1e-15));
    assertThat(net.standardError()).isCloseTo(Math.sqrt(0.005), within(1e-15));
    assertThat(net.degreesOfFreedom()).isCloseTo(20, within(1e-9));
    assertThat(net.ratio()).isCloseTo(1.1051709180756477, within(1e-12));
    assertThat(net.low()).isCloseTo(0.9536105781376413, within(1e-9));
    assertThat(net.high()).isCloseTo(1.280819221348734, within(1e-9));
    assertThat(net.p()).isCloseTo(0.172678304, within(1e-6));
  }

  @Test
  void aHostWithoutSpreadLeavesTheCommandsDegreesOfFreedom() {
    Welch.Change command = new Welch.Change(Math.exp(0.2), 0, 0, 0, 0.2, 0.05, 10);
    Welch.Change still = new Welch.Change(1, 1, 1, 1, 0, 0, Double.POSITIVE_INFINITY);
    assertThat(Welch.net(command, still).degreesOfFreedom()).isCloseTo(10, within(1e-9));
    assertThat(Welch.net(command, still).logDifference()).isEqualTo(0.2);
  }

  @Test
  void theMeanIntervalIsStudentsWithNMinusOneDegreesOfFreedom() {
    // {1, 2, 3}: s = 1, n = 3, t(2, 0.975) = 4.302653.
    double quantile = 0.95 / Math.sqrt(2 * 0.975 * 0.025);
    assertThat(Welch.meanHalfWidth(java.util.OptionalDouble.of(1), 3))
        .isCloseTo(quantile / Math.sqrt(3), within(1e-9));
    assertThat(Welch.meanHalfWidth(java.util.OptionalDouble.empty(), 1)).isNaN();
  }

  @Test
  void theIntervalExcludesNoChangeExactlyWhenPIsBelowFivePercent() {
    Random random = new Random(7);
    for (int trial = 0; trial < 2000; trial++) {
      double[] old = sample(random, 3 + random.nextInt(5), 1.0);
      double[] now = sample(random, 3 + random.nextInt(5), 1 + random.nextGaussian() * 0.05);
      Change c = Welch.change(old, now).orElseThrow();
      boolean excludes = c.low() > 1 || c.high() < 1;
      if (Math.abs(c.p() - 0.05) > 1e-9) {
        assertThat(excludes).as("trial %d, p = %s", trial, c.p()).isEqualTo(c.p() < 0.05);
      }
    }
  }

  private static double[] sample(Random random, int n, double centre) {
    double[] times = new double[n];
    for (int i = 0; i < n; i++) {
      times[i] = centre * Math.exp(random.nextGaussian() * 0.03);
    }
    return times;
  }
}
