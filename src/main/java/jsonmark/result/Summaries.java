package jsonmark.result;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/** Every command's results of one benchmark, each against the same baseline. */
public final class Summaries {

  private Summaries() {}

  /**
   * The results of {@code commands}, {@code % time} against the command named {@code baseline},
   * or the fastest when it is empty (see {@link #baseline}); with {@code precision} (--precision,
   * in %) a warning for each command whose interval against the fastest is wider.
   */
  public static List<CommandSummary> of(List<CommandResult> commands, long records, long bytes,
      Optional<String> baseline, OptionalDouble precision) {
    Optional<CommandResult> against = baseline(commands, baseline);
    Optional<CommandSummary.Precision> fastest = precision.isPresent()
        ? RunTimes.fastest(commands).map(f -> new CommandSummary.Precision(f,
            precision.getAsDouble()))
        : Optional.empty();
    return commands.stream()
        .map(c -> CommandSummary.of(c, records, bytes, against, fastest)).toList();
  }

  /**
   * The command that {@code % time} and the ranking are against: the one {@code --baseline}
   * named, else the fastest (lowest mean of counted runs), so that every {@code % time} of a
   * table sorted fastest first reads 100 or more; else, when none has a time, the first.
   */
  public static Optional<CommandResult> baseline(
      List<CommandResult> commands, Optional<String> named) {
    Optional<CommandResult> chosen = commands.stream()
        .filter(c -> named.isPresent() && c.name().equals(named.get()))
        .findFirst();
    return chosen.or(() -> RunTimes.fastest(commands)).or(() -> commands.stream().findFirst());
  }
}
