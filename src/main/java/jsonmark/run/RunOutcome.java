package jsonmark.run;

import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.exec.Execution;
import jsonmark.profile.Profile;
import jsonmark.result.RunResult;

/**
 * What one run gave: its judged result, its profile's samples when profiled, and the execution
 * itself, whose output tails explain a failure.
 *
 * @param result the run as the results record it
 * @param samples the profile's samples, when profiled
 * @param execution what the spawn did
 * @param label the run as log lines name it, {@code nodejs run 3}
 * @param gap the driver's time from the last timed run's exit to this run's start, in seconds
 *     ({@link RunGaps}); empty when another kind of run or a hook came between
 */
record RunOutcome(RunResult result, Optional<Profile> samples, Execution execution, String label,
    OptionalDouble gap) {

  /** A run with no gap before it: not timed, or not the driver's alone. */
  RunOutcome(RunResult result, Optional<Profile> samples, Execution execution, String label) {
    this(result, samples, execution, label, OptionalDouble.empty());
  }

  /** The same run, judged {@code contention} for its CPU wait. */
  RunOutcome judged(jsonmark.result.Contention contention) {
    return new RunOutcome(result.withContention(contention), samples, execution, label, gap);
  }
}
