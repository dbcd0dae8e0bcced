package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class StartupTest {

  @Test
  void theStartupIsTheMeanOfItsRunsAndTheRateLeavesItOut() {
    Startup startup =
        Startup.of(new double[] {0.1, 0.2, 0.3}, false, OptionalDouble.of(2.2), 330_000_000);

    assertThat(startup.seconds().getAsDouble()).isCloseTo(0.2, within(1e-12));
    assertThat(startup.stdDev().getAsDouble()).isCloseTo(0.1, within(1e-12));
    // 330 MB over (2.2 - 0.2) s.
    assertThat(startup.parsingMegabytesPerSecond().getAsDouble()).isCloseTo(165, within(1e-9));
    assertThat(startup.exceeds(OptionalDouble.of(2.2))).isFalse();
  }

  @Test
  void aFailedStartupRunMakesTheStartupUnknownNeverZero() {
    Startup startup = Startup.of(new double[] {0.1}, true, OptionalDouble.of(2.0), 1000);

    assertThat(startup.seconds()).isEmpty();
    assertThat(startup.parsingMegabytesPerSecond()).isEmpty();
    assertThat(startup.exceeds(OptionalDouble.of(2.0))).isFalse();
  }

  @Test
  void noStartupRunsMeansNothingIsKnown() {
    assertThat(Startup.of(new double[0], false, OptionalDouble.of(1.0), 1000))
        .isEqualTo(Startup.unknown());
  }

  @Test
  void aStartupLongerThanTheRunGivesNoRateRatherThanANegativeOne() {
    Startup startup = Startup.of(new double[] {0.5, 0.7}, false, OptionalDouble.of(0.4), 1000);

    assertThat(startup.seconds().getAsDouble()).isCloseTo(0.6, within(1e-12));
    assertThat(startup.parsingMegabytesPerSecond()).isEmpty();
    assertThat(startup.exceeds(OptionalDouble.of(0.4))).isTrue();
  }

  @Test
  void aStartupEqualToTheRunGivesNoRateRatherThanAnInfiniteOne() {
    Startup startup = Startup.of(new double[] {0.5}, false, OptionalDouble.of(0.5), 1000);

    assertThat(startup.parsingMegabytesPerSecond()).isEmpty();
    assertThat(startup.exceeds(OptionalDouble.of(0.5))).isTrue();
  }

  @Test
  void aCommandWithoutATimeHasAStartupButNoRate() {
    Startup startup = Startup.of(new double[] {0.5}, false, OptionalDouble.empty(), 1000);

    assertThat(startup.seconds()).hasValue(0.5);
    assertThat(startup.parsingMegabytesPerSecond()).isEmpty();
    assertThat(startup.exceeds(OptionalDouble.empty())).isFalse();
  }
}
