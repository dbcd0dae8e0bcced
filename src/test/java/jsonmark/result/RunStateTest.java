package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** What every view says first of a run that did not run to its end. */
class RunStateTest {

  @Test
  void aCompleteRunSaysNothing() {
    assertThat(RunState.COMPLETE.sentence(5, OptionalInt.of(5))).isEmpty();
    assertThat(RunState.COMPLETE.complete()).isTrue();
  }

  @Test
  void anInterruptedRunNamesTheSignalAndTheLastRoundOfThoseAskedFor() {
    assertThat(RunState.interrupted(Optional.of("SIGINT")).sentence(3, OptionalInt.of(10)))
        .contains("Interrupted by SIGINT after round 3 of 10: the figures are of the runs that"
            + " finished, not of the whole run.");
    assertThat(RunState.interrupted(Optional.empty()).sentence(1, OptionalInt.empty()))
        .contains("Interrupted after round 1: the figures are of the runs that finished, not of"
            + " the whole run.");
  }

  @Test
  void anInterruptBeforeAnyTimedRunSaysSo() {
    assertThat(RunState.interrupted(Optional.of("SIGTERM")).sentence(0, OptionalInt.of(5)))
        .contains("Interrupted by SIGTERM before any timed run finished: the figures are of the"
            + " runs that finished, not of the whole run.");
  }

  @Test
  void filesOfARunThatNeverSaidItEndedSayTheyAreIncomplete() {
    assertThat(RunState.RUNNING.sentence(23, OptionalInt.of(200)))
        .contains("Incomplete: the driver stopped after round 23 of 200 without saying it"
            + " finished (it was killed, or is still running): the figures are of the runs that"
            + " finished, not of the whole run.");
    assertThat(RunState.RUNNING.complete()).isFalse();
  }
}
