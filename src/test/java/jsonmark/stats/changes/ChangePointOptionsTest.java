package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The documented defaults and the checks of the change-point parameters. */
class ChangePointOptionsTest {

  @Test
  void theDefaultsAreOtavasWindowAndPValueTwoPercentAndThreePoints() {
    assertThat(ChangePointOptions.defaults())
        .isEqualTo(new ChangePointOptions(50, 0.001, 0.02, 3));
  }

  @Test
  void theWeakPassRunsAtTenTimesASmallPValueAsOtavaDoes() {
    assertThat(ChangePointOptions.defaults().weakPValue()).isEqualTo(0.01);
    assertThat(new ChangePointOptions(50, 0.1, 0, 3).weakPValue()).isEqualTo(0.2);
    assertThat(new ChangePointOptions(50, 0.6, 0, 3).weakPValue()).isEqualTo(0.6);
  }

  @Test
  void everyParameterOutOfRangeIsRefusedWithWhatToGive() {
    assertThatThrownBy(() -> new ChangePointOptions(3, 0.001, 0.02, 3))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the change-point window is 3 points; give at least 4 (two a side)");
    assertThatThrownBy(() -> new ChangePointOptions(50, 0, 0.02, 3))
        .hasMessage("the change-point p-value is 0.0; give a number between 0 and 1,"
            + " such as 0.001");
    assertThatThrownBy(() -> new ChangePointOptions(50, 0.001, Double.NaN, 3))
        .hasMessage("the minimum change magnitude is NaN; give a fraction of 0 or more,"
            + " such as 0.02 for 2 %");
    assertThatThrownBy(() -> new ChangePointOptions(50, 0.001, 0.02, 0))
        .hasMessage("a change point confirmed after 0 points can never be final;"
            + " give at least 1");
  }
}
