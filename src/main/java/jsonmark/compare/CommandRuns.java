package jsonmark.compare;

import jsonmark.stats.ProfileSummary;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

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
 * @param waitedPercent the mean share of their time its counted runs waited for a CPU, when
 *     measured
 * @param maxWaitPercent the wait above which its folder set a run aside (--max-wait)
 */
record CommandRuns(
    String name, String command, Optional<List<String>> libraries, double[] seconds,
    int failed, int setAside, boolean shell, Optional<ProfileSummary> memory,
    long[] instructions, OptionalDouble waitedPercent, double maxWaitPercent) {

  /**
   * How busy its machine was, when busy enough that a verdict on its times rests on that: its
   * runs waited more than its folder's --max-wait on average, or some were set aside.
   */
  Optional<String> busy() {
    boolean waited = waitedPercent.isPresent() && waitedPercent.getAsDouble() > maxWaitPercent;
    if (!waited && setAside == 0) {
      return Optional.empty();
    }
    return Optional.of((waited ? String.format(java.util.Locale.ROOT,
        "its runs waited %.1f %% of their time for a CPU", waitedPercent.getAsDouble()) : "")
        + (waited && setAside > 0 ? ", " : "")
        + (setAside > 0 ? setAside + (setAside == 1 ? " run" : " runs") + " set aside" : ""));
  }

  /** The value it is matched on: its name, or its text with {@code --match command}. */
  String key(Match match) {
    return match == Match.COMMAND ? command : name;
  }
}
