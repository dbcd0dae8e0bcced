package jsonmark.conformance;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.env.Environment;
import jsonmark.result.RunState;

/**
 * Everything the conformance result files show: when, with what timeout, on which machine, the
 * suite, each command's outcomes so far, and how far the run got.
 *
 * @param state complete; running (written after a command, more to come); or interrupted, the
 *     last command's outcomes then only of the cases that finished
 * @param planned how many commands the run was given
 * @param runId the id drawn when the run started, for the history to record it once
 */
record ConformanceReport(
    Instant startTime,
    Optional<Duration> timeout,
    Environment environment,
    List<Case> cases,
    List<CommandOutcomes> commands,
    RunState state,
    int planned,
    String runId) {

  ConformanceReport {
    cases = List.copyOf(cases);
    commands = List.copyOf(commands);
  }

  /**
   * What the files say first of an unfinished run, empty for a complete one: {@code Interrupted
   * by SIGTERM: 1 of 2 commands checked, the last on 40 of the 172 cases; the counts are of the
   * cases that ran.}
   */
  Optional<String> incomplete() {
    if (state.complete()) {
      return Optional.empty();
    }
    CommandOutcomes last = commands.get(commands.size() - 1);
    String checked = commands.size() + " of " + planned + " command" + (planned == 1 ? "" : "s")
        + " checked" + (last.outcomes().size() < cases.size()
            ? ", the last on " + last.outcomes().size() + " of the " + cases.size() + " cases"
            : "");
    String what = state.status() == RunState.Status.INTERRUPTED
        ? "Interrupted" + state.by().map(signal -> " by " + signal).orElse("") + ": " + checked
        : "Incomplete: " + checked + " when the driver last wrote this file (it was killed, or"
            + " is still running)";
    return Optional.of(what + "; the counts are of the cases that ran.");
  }

  /** Whether any command got a scored case wrong (what {@code --strict} fails on). */
  boolean anyWrong() {
    return commands.stream().anyMatch(c -> !c.wrong().isEmpty());
  }

  /** A machine-readable name of an enum constant: {@code MUST_ACCEPT} is {@code must_accept}. */
  static String key(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT);
  }
}
