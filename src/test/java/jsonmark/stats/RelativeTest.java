package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class RelativeTest {

  @Test
  void percentIsTheMeanOverTheBaselineMean() {
    Relative relative = Relative.of(3.0, OptionalDouble.empty(), 2.0, OptionalDouble.empty());
    assertThat(relative.percent()).isEqualTo(150.0);
    assertThat(relative.stdDevPercent()).isEmpty();
  }

  @Test
  void uncertaintyAddsRelativeErrorsInQuadrature() {
    // 150 * sqrt((0.3 / 3)^2 + (0.08 / 2)^2) = 150 * sqrt(0.0116) = 16.1554944...
    Relative relative = Relative.of(3.0, OptionalDouble.of(0.3), 2.0, OptionalDouble.of(0.08));
    assertThat(relative.percent()).isEqualTo(150.0);
    assertThat(relative.stdDevPercent().getAsDouble())
        .isCloseTo(150 * Math.sqrt(0.0116), within(1e-9));
  }

  @Test
  void baselineIsExactlyOneHundredWithoutUncertainty() {
    assertThat(Relative.baseline()).isEqualTo(new Relative(100, OptionalDouble.empty()));
  }
}
