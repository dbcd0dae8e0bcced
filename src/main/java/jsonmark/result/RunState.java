package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import jsonmark.io.Coded;

/**
 * Whether a benchmark's runs ran to their end, as every result file says first: complete; still
 * running when the files were written (the driver was killed, by SIGKILL or a crash, before it
 * could say more); or interrupted, by a signal or the user, after the rounds the report counts.
 *
 * @param status complete, running or interrupted
 * @param by what interrupted it ({@code SIGINT}, {@code SIGTERM}), when known
 */
public record RunState(
    Status status,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> by) {

  /** How far the runs got. */
  public enum Status implements Coded {
    /** Every command got the runs its budget asked for, or stopped by its own failure. */
    COMPLETE,
    /** Written between two rounds of a run that had not ended: it never said it finished. */
    RUNNING,
    /** Stopped early by a signal (Ctrl-C, SIGTERM, {@code timeout}) after its last round. */
    INTERRUPTED,
    /**
     * Merged from the parts of a split plan without all of them ({@code jsonmark merge
     * --allow-partial}); {@code by} names the parts missing or unfinished.
     */
    PARTIAL;
  }

  /** How the state sentence of a partial merge begins, which compare's gate looks for. */
  public static final String PARTIAL = "Partial: merged without ";

  /** A run that ran to its end. */
  public static final RunState COMPLETE = new RunState(Status.COMPLETE, Optional.empty());

  /** A run still going when its files were written. */
  public static final RunState RUNNING = new RunState(Status.RUNNING, Optional.empty());

  public RunState {
    Objects.requireNonNull(status);
    by = by == null ? Optional.empty() : by;
  }

  /** A merged result without {@code missing} (the parts, in words). */
  public static RunState partial(String missing) {
    return new RunState(Status.PARTIAL, Optional.of(missing));
  }

  /** A run interrupted by {@code by} (a signal's name), or by an unknown cause when empty. */
  public static RunState interrupted(Optional<String> by) {
    return new RunState(Status.INTERRUPTED, by);
  }

  /** Whether the runs ran to their end: only then are its figures the whole answer. */
  public boolean complete() {
    return status == Status.COMPLETE;
  }

  /**
   * What the first lines of every view say of an unfinished run, empty for a complete one:
   * {@code Interrupted by SIGINT after round 3 of 10: the figures are of the runs that
   * finished, not of the whole run.}
   *
   * @param rounds the last round of which the report holds a run
   * @param planned the rounds --runs asked for, when it fixed them
   */
  public Optional<String> sentence(int rounds, OptionalInt planned) {
    if (complete()) {
      return Optional.empty();
    }
    if (status == Status.PARTIAL) {
      return Optional.of(PARTIAL + by.orElse("some of its parts")
          + ": the figures are of the parts merged, not of the whole plan; no gate passes on"
          + " it.");
    }
    String when = rounds == 0 ? " before any timed run finished"
        : " after round " + rounds
            + planned.stream().mapToObj(n -> " of " + n).findFirst().orElse("");
    String what = status == Status.INTERRUPTED
        ? "Interrupted" + by.map(signal -> " by " + signal).orElse("") + when
        : "Incomplete: the driver stopped" + when + " without saying it finished (it was"
            + " killed, or is still running)";
    return Optional.of(what + ": the figures are of the runs that finished, not of the whole"
        + " run.");
  }
}
