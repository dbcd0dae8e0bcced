package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Optional;
import jsonmark.stats.Startup.NoParseRate;
import org.junit.jupiter.api.Test;

class StartupTest {

  /** Whole-process statistics of runs taking {@code seconds}. */
  private static Optional<CommandStatistics> timed(double... seconds) {
    return CommandStatistics.of(seconds, 10, 1000);
  }

  @Test
  void theStartupIsTheMeanOfItsRunsAndTheParseRateLeavesItOut() {
    Startup startup =
        Startup.of(new double[] {0.1, 0.2, 0.3}, false, timed(2.1, 2.2, 2.3), 3, 330_000_000);

    assertThat(startup.seconds().getAsDouble()).isCloseTo(0.2, within(1e-12));
    assertThat(startup.stdDev().getAsDouble()).isCloseTo(0.1, within(1e-12));
    // 330 MB over (2.2 - 0.2) s.
    assertThat(startup.parseMegabytesPerSecond().getAsDouble()).isCloseTo(165, within(1e-9));
    assertThat(startup.noParseRate()).isEmpty();
    assertThat(startup.tooClose()).isFalse();
  }

  @Test
  void aFailedStartupRunMakesTheStartupUnknownNeverZero() {
    Startup startup = Startup.of(new double[] {0.1}, true, timed(2.0), 1, 1000);

    assertThat(startup.seconds()).isEmpty();
    assertNoRate(startup, NoParseRate.STARTUP_FAILED, false);
  }

  @Test
  void noStartupRunsMeansNothingIsKnown() {
    assertThat(Startup.of(new double[0], false, timed(1.0), 1, 1000))
        .isEqualTo(Startup.unknown());
    assertThat(Startup.unknown().noParseRate()).hasValue(NoParseRate.NOT_MEASURED);
  }

  @Test
  void aStartupLongerThanTheRunGivesNoRateRatherThanANegativeOne() {
    Startup startup = Startup.of(new double[] {0.5, 0.7}, false, timed(0.4), 1, 1000);

    assertThat(startup.seconds().getAsDouble()).isCloseTo(0.6, within(1e-12));
    assertNoRate(startup, NoParseRate.STARTUP_OVER_HALF, true);
  }

  @Test
  void aStartupOfHalfTheMeanOrMoreGivesNoRateThoughTheDifferenceIsPositive() {
    // rust-serde on 10k records: 0.029 s mean, 0.027 s start-up read 1,350 MB/s before.
    Startup close = Startup.of(new double[] {0.027, 0.027}, false, timed(0.029, 0.029), 2, 1000);
    Startup half = Startup.of(new double[] {0.5}, false, timed(1.0), 1, 1000);
    Startup under = Startup.of(new double[] {0.49}, false, timed(1.0), 1, 1_000_000);

    assertThat(close.noParseRate()).hasValue(NoParseRate.STARTUP_OVER_HALF);
    assertThat(half.noParseRate()).hasValue(NoParseRate.STARTUP_OVER_HALF);
    assertThat(under.parseMegabytesPerSecond().getAsDouble()).isCloseTo(1 / 0.51, within(1e-9));
  }

  @Test
  void aDifferenceWithinTwoStandardErrorsGivesNoRate() {
    // Mean 1.0 s, σ 0.46 over 4 runs (standard error 0.23), start-up 0.45 s without spread:
    // the difference, 0.55 s, is more than 2 × 0.23, so a rate is given...
    Startup given = Startup.of(new double[] {0.45, 0.45}, false,
        timed(0.6, 1.4, 0.6, 1.4), 4, 1000);
    // ...while with σ 0.69 (standard error 0.35) it is not: 0.55 < 0.69.
    Startup noisy = Startup.of(new double[] {0.45, 0.45}, false,
        timed(0.4, 1.6, 0.4, 1.6), 4, 1000);

    assertThat(given.parseMegabytesPerSecond()).isPresent();
    assertNoRate(noisy, NoParseRate.WITHIN_NOISE, true);
  }

  @Test
  void aCommandWithoutATimeHasAStartupButNoRate() {
    Startup startup = Startup.of(new double[] {0.5}, false, Optional.empty(), 0, 1000);

    assertThat(startup.seconds()).hasValue(0.5);
    assertThat(startup.parseMegabytesPerSecond()).isEmpty();
    assertThat(startup.noParseRate()).hasValue(NoParseRate.NO_TIME);
    assertThat(startup.tooClose()).isFalse();
  }

  @Test
  void theReasonsReadAsKebabCaseCodes() {
    assertThat(NoParseRate.STARTUP_OVER_HALF.code()).isEqualTo("startup-over-half");
    assertThat(NoParseRate.WITHIN_NOISE.code()).isEqualTo("within-noise");
  }

  /** That {@code startup} gives no parse rate, for {@code why}, and whether it is too close. */
  private static void assertNoRate(Startup startup, NoParseRate why, boolean tooClose) {
    assertThat(startup.parseMegabytesPerSecond()).isEmpty();
    assertThat(startup.noParseRate()).hasValue(why);
    assertThat(startup.tooClose()).isEqualTo(tooClose);
  }
}
