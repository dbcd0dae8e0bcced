package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class SpeedupTest {

  static CommandStatistics stats(double mean, OptionalDouble stdDev) {
    return new CommandStatistics(
        "c", 3, 3, mean, stdDev, mean, mean, mean, 1, 1, Optional.empty());
  }

  @Test
  void theRatioCarriesThePropagatedError() {
    Speedup speedup =
        Speedup.of(stats(4.0, OptionalDouble.of(0.4)), stats(2.0, OptionalDouble.of(0.2)));

    assertThat(speedup.ratio()).isEqualTo(2.0);
    // 2 * sqrt(0.1^2 + 0.1^2)
    assertThat(speedup.stdDev().getAsDouble()).isCloseTo(0.28284, within(1e-5));
    assertThat(speedup.withinError()).isFalse();
  }

  @Test
  void aDifferenceSmallerThanItsErrorIsWithinTheError() {
    Speedup speedup =
        Speedup.of(stats(2.1, OptionalDouble.of(0.3)), stats(2.0, OptionalDouble.of(0.3)));

    assertThat(speedup.withinError()).isTrue();
  }

  @Test
  void singleRunsHaveNoErrorAndNoVerdictOnIt() {
    Speedup speedup =
        Speedup.of(stats(3.0, OptionalDouble.empty()), stats(2.0, OptionalDouble.of(0.1)));

    assertThat(speedup.ratio()).isEqualTo(1.5);
    assertThat(speedup.stdDev()).isEmpty();
    assertThat(speedup.withinError()).isFalse();
  }
}
