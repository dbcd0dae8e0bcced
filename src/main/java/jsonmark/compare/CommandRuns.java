package jsonmark.compare;

import java.util.List;
import java.util.Optional;

/**
 * One command's times as a results folder recorded them.
 *
 * @param name its label
 * @param command its text, before {@code $FILENAME} is replaced
 * @param libraries what its stdout's {@code library:} lines named; empty when the folder is too
 *     old to record them
 * @param seconds the wall times of its successful timed runs
 * @param failed how many of its timed runs failed (not compared)
 */
record CommandRuns(
    String name, String command, Optional<List<String>> libraries, double[] seconds,
    int failed) {

  /** The value it is matched on: its name, or its text with {@code --match command}. */
  String key(Match match) {
    return match == Match.COMMAND ? command : name;
  }
}
