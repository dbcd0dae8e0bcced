package jsonmark.compare;

import jsonmark.stats.ProfileSummary;
import java.util.List;
import java.util.Optional;

/**
 * One command's times as a results folder recorded them.
 *
 * @param name its label
 * @param command its text, before {@code $FILENAME} is replaced
 * @param libraries what its stdout's {@code library:} lines named; empty when the folder is too
 *     old to record them
 * @param seconds the wall times of its counted timed runs (passed, not set aside)
 * @param failed how many of its timed runs failed (not compared)
 * @param setAside how many were set aside for CPU contention (not compared)
 * @param shell whether it ran through {@code /bin/sh -c} rather than directly
 * @param memory its memory pooled over its counted runs, when profiled
 * @param instructions the instruction counts of its counted runs, empty when not counted
 */
record CommandRuns(
    String name, String command, Optional<List<String>> libraries, double[] seconds,
    int failed, int setAside, boolean shell, Optional<ProfileSummary> memory,
    long[] instructions) {

  /** The value it is matched on: its name, or its text with {@code --match command}. */
  String key(Match match) {
    return match == Match.COMMAND ? command : name;
  }
}
