package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import jsonmark.result.RunResult;
import org.junit.jupiter.api.Test;

class RunChecksTest {

  private static RunResult run(int n, Optional<String> failure) {
    return new RunResult("c", "c $FILENAME", n, 0.1, 0, Optional.of("7"), failure.isEmpty(),
        failure, Optional.empty());
  }

  @Test
  void aCommandThatFailsOnTheEmptyFileButPassesItsRunsIsSuspect() {
    assertThat(RunChecks.suspicion("fake",
            List.of(run(1, Optional.of("printed checksum '-82929', expected 0"))),
            List.of(run(1, Optional.empty()), run(2, Optional.empty()))))
        .contains("fake failed on an empty data file (printed checksum '-82929', expected 0) yet"
            + " passed every timed run: a deserializer that reads its input prints 0 for an"
            + " empty file, so its passing checksums are suspect (hard-coded?)");
  }

  @Test
  void nothingIsSuspectWhenTheStartupPassedOrARunFailed() {
    assertThat(RunChecks.suspicion("ok", List.of(run(1, Optional.empty())),
        List.of(run(1, Optional.empty())))).isEmpty();
    assertThat(RunChecks.suspicion("bad", List.of(run(1, Optional.of("exited with status 1"))),
        List.of(run(1, Optional.of("exited with status 1"))))).isEmpty();
    assertThat(RunChecks.suspicion("none", List.of(), List.of(run(1, Optional.empty()))))
        .isEmpty();
  }
}
