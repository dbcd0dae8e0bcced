package jsonmark.result;

import java.util.List;

/**
 * All timed runs of one deserializer command, in order, and the failures of its warm-up runs.
 *
 * @param name the command's label
 * @param command the command as given, before {@code $FILENAME} is replaced
 * @param runs the timed runs
 * @param warmupFailures one line per failed warm-up run ("warm-up 1: exited with status 2")
 */
public record CommandResult(
    String name, String command, List<RunResult> runs, List<String> warmupFailures) {

  public CommandResult {
    runs = List.copyOf(runs);
    warmupFailures = List.copyOf(warmupFailures);
  }

  /** A command whose warm-up runs, if any, all passed. */
  public CommandResult(String name, String command, List<RunResult> runs) {
    this(name, command, runs, List.of());
  }

  /** Whether every run, warm-up included, passed. */
  public boolean ok() {
    return warmupFailures.isEmpty() && runs.stream().allMatch(RunResult::ok);
  }
}
