package jsonmark.compare;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.result.CommandSummary;

/** What compare reads of one command's stored results: the key it pairs on, how busy it ran. */
final class Commands {

  private Commands() {}

  /** The value it is matched on: its name, or its text with {@code --match command}. */
  static String key(CommandSummary command, Match match) {
    return match == Match.COMMAND ? command.command() : command.name();
  }

  /**
   * How busy its machine was, when busy enough that a verdict on its times rests on that: its
   * runs waited more than its folder's --max-wait ({@code maxWaitPercent}) on average, or some
   * were set aside.
   */
  static Optional<String> busy(CommandSummary command, double maxWaitPercent) {
    OptionalDouble waitedPercent = command.waitedPercent();
    int setAside = command.counts().setAside();
    boolean waited = waitedPercent.isPresent() && waitedPercent.getAsDouble() > maxWaitPercent;
    if (!waited && setAside == 0) {
      return Optional.empty();
    }
    return Optional.of((waited ? String.format(Locale.ROOT,
        "its runs waited %.1f %% of their time for a CPU", waitedPercent.getAsDouble()) : "")
        + (waited && setAside > 0 ? ", " : "")
        + (setAside > 0 ? setAside + (setAside == 1 ? " run" : " runs") + " set aside" : ""));
  }
}
