package jsonmark.result;

import java.util.List;
import java.util.Optional;

/**
 * All timed runs of one deserializer command, in order, and the failures of its warm-up runs.
 *
 * @param name the command's label
 * @param command the command as given, before {@code $FILENAME} is replaced
 * @param runs the timed runs
 * @param warmupFailures one line per failed warm-up run ("warm-up 1: exited with status 2")
 * @param startupRuns the runs on an empty data file that measure the start-up, kept apart from
 *     the timed runs (never profiled); empty when start-up runs are off
 * @param values what {@code --validate} found, empty when it was not asked for
 * @param shell whether it ran through {@code /bin/sh -c} rather than directly
 */
public record CommandResult(
    String name,
    String command,
    List<RunResult> runs,
    List<String> warmupFailures,
    List<RunResult> startupRuns,
    Optional<ValueCheck> values,
    boolean shell) {

  public CommandResult {
    runs = List.copyOf(runs);
    warmupFailures = List.copyOf(warmupFailures);
    startupRuns = List.copyOf(startupRuns);
  }

  /** A command run through the shell. */
  public CommandResult(
      String name,
      String command,
      List<RunResult> runs,
      List<String> warmupFailures,
      List<RunResult> startupRuns,
      Optional<ValueCheck> values) {
    this(name, command, runs, warmupFailures, startupRuns, values, true);
  }

  /** A command that was not validated. */
  public CommandResult(
      String name,
      String command,
      List<RunResult> runs,
      List<String> warmupFailures,
      List<RunResult> startupRuns) {
    this(name, command, runs, warmupFailures, startupRuns, Optional.empty());
  }

  /** The same runs with what {@code --validate} found. */
  public CommandResult withValues(Optional<ValueCheck> check) {
    return new CommandResult(name, command, runs, warmupFailures, startupRuns, check, shell);
  }

  /** A command without start-up runs. */
  public CommandResult(
      String name, String command, List<RunResult> runs, List<String> warmupFailures) {
    this(name, command, runs, warmupFailures, List.of());
  }

  /** A command whose warm-up runs, if any, all passed. */
  public CommandResult(String name, String command, List<RunResult> runs) {
    this(name, command, runs, List.of());
  }

  /**
   * The libraries its timed runs named on stdout ({@code orjson 3.10.7}), in first-seen order,
   * without repeats; empty when the program names none.
   */
  public List<String> libraries() {
    return runs.stream().flatMap(r -> r.libraries().stream()).distinct().toList();
  }

  /**
   * Whether every run, warm-up included, passed, there was a timed run at all (a program that
   * could not be started is stopped before any; one that said it cannot read the data is not
   * timed, and that is no failure), and every value read was right when validated. A failed
   * start-up run does not count otherwise: the data file was not the benchmark's, and only the
   * start-up column is lost.
   */
  public boolean ok() {
    boolean unsupported =
        values.map(v -> v.outcome() == ValueCheck.Outcome.UNSUPPORTED).orElse(false);
    return warmupFailures.isEmpty() && (!runs.isEmpty() || unsupported)
        && runs.stream().allMatch(RunResult::ok) && values.map(ValueCheck::ok).orElse(true);
  }
}
