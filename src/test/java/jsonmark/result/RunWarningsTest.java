package jsonmark.result;

import static jsonmark.result.CommandSummaryTest.failed;
import static jsonmark.result.CommandSummaryTest.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RunWarningsTest {

  @Test
  void suggestsWarmupWhenTheFirstRunIsMuchSlower() {
    CommandResult result =
        new CommandResult(
            "fast", "f", List.of(ok(1, 5.0), ok(2, 2.0), ok(3, 2.1), ok(4, 2.0), ok(5, 1.9)));

    assertThat(RunWarnings.of(result))
        .singleElement()
        .asString()
        .contains("first run of fast was much slower")
        .contains("5.000 s, median 2.000 s")
        .endsWith("consider --warmup 1");
  }

  @Test
  void suggestsMoreRunsWhenALaterRunIsAnOutlier() {
    CommandResult result =
        new CommandResult(
            "fast", "f", List.of(ok(1, 0.30), ok(2, 0.29), ok(3, 0.5), ok(4, 0.31), ok(5, 0.30)));

    assertThat(RunWarnings.of(result))
        .singleElement()
        .asString()
        .startsWith("runs spread widely for fast (1 of 5 runs are outliers")
        .contains("consider more --runs");
  }

  @Test
  void staysQuietForSteadyRunsAndIgnoresFailedOnes() {
    CommandResult result =
        new CommandResult(
            "fast", "f", List.of(failed(1, 9.0), ok(2, 2.0), ok(3, 2.1), ok(4, 1.9)));

    assertThat(RunWarnings.of(result)).isEmpty();
  }
}
