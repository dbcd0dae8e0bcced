package jsonmark.result;

import static jsonmark.result.CommandSummaryTest.failed;
import static jsonmark.result.CommandSummaryTest.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which timing warnings a command's runs raise, with their figures. */
class RunWarningsTest {

  /** The warnings of command {@code fast}'s {@code runs}. */
  private static List<Warning> warnings(RunResult... runs) {
    return RunWarnings.of("fast", List.of(runs));
  }

  @Test
  void suggestsWarmupWhenTheFirstRunIsMuchSlower() {
    assertThat(warnings(ok(1, 5.0), ok(2, 2.0), ok(3, 2.1), ok(4, 2.0), ok(5, 1.9)))
        .containsExactly(Warning.about("fast", new Warning.SlowFirstRun(5.0, 2.0)));
  }

  @Test
  void suggestsMoreRunsWhenALaterRunIsAnOutlier() {
    assertThat(warnings(ok(1, 0.30), ok(2, 0.29), ok(3, 0.5), ok(4, 0.31), ok(5, 0.30)))
        .containsExactly(Warning.about("fast", new Warning.Outliers(1, 5, 0.29, 0.5)));
  }

  @Test
  void staysQuietForSteadyRunsAndIgnoresFailedOnes() {
    assertThat(warnings(failed(1, 9.0), ok(2, 2.0), ok(3, 2.1), ok(4, 1.9))).isEmpty();
  }
}
