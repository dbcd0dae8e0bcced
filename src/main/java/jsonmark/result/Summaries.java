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
    return of(commands, records, bytes, baseline, precision, false);
  }

  /**
   * The same; with {@code byCounts} (--measure instructions, where wall times are Valgrind's)
   * the baseline without --baseline is the command that executed the fewest instructions.
   */
  public static List<CommandSummary> of(List<CommandResult> commands, long records, long bytes,
      Optional<String> baseline, OptionalDouble precision, boolean byCounts) {
    Optional<CommandResult> against = baseline(commands, baseline, byCounts);
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
    return baseline(commands, named, false);
  }

  /** The same; with {@code byCounts}, the fewest instructions rather than the fastest. */
  public static Optional<CommandResult> baseline(
      List<CommandResult> commands, Optional<String> named, boolean byCounts) {
    Optional<CommandResult> chosen = commands.stream()
        .filter(c -> named.isPresent() && c.name().equals(named.get()))
        .findFirst();
    return chosen.or(() -> byCounts ? fewest(commands) : RunTimes.fastest(commands))
        .or(() -> commands.stream().findFirst());
  }

  /** The command whose counted runs executed the fewest instructions on average, if any. */
  private static Optional<CommandResult> fewest(List<CommandResult> commands) {
    return commands.stream()
        .filter(c -> meanCount(c).isPresent())
        .min(java.util.Comparator.comparingDouble(c -> meanCount(c).getAsDouble()));
  }

  private static OptionalDouble meanCount(CommandResult command) {
    return java.util.Arrays.stream(RunResult.counts(command.runs())).average();
  }
}
