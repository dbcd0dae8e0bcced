package jsonmark.cli;

import static jsonmark.cli.HyperfineOptionsTest.CMD;
import static jsonmark.cli.HyperfineOptionsTest.plan;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What --measure instructions changes in the defaults: one start-up run (its count is exact) and
 * counted runs at the cores' width; what the user gives stands.
 */
class CountingDefaultsTest {

  @Test
  void countsTakeOneStartupRunTimesThree() {
    assertThat(plan("--measure", "instructions", CMD).schedule().startupRuns()).isEqualTo(1);
    assertThat(plan(CMD).schedule().startupRuns()).isEqualTo(3);
    assertThat(plan("--measure", "both", CMD).schedule().startupRuns()).isEqualTo(3);
    assertThat(plan("--measure", "instructions", "--startup-runs", "2", CMD).schedule()
        .startupRuns())
        .isEqualTo(2);
  }

  @Test
  void countedRunsGoAtTheCoresWidthAndTimedOnesAlone() {
    assertThat(plan("--measure", "instructions", CMD).width())
        .isEqualTo(Runtime.getRuntime().availableProcessors());
    assertThat(plan("--measure", "instructions", "--jobs", "1", CMD).width()).isEqualTo(1);
    assertThat(plan(CMD).width()).isEqualTo(1);
    assertThat(plan("--measure", "both", CMD).width()).isEqualTo(1);
  }
}
