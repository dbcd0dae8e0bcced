package jsonmark.result;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.IntStream;
import jsonmark.stats.CountStatistics;

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
    return of(commands, records, bytes, baseline, precision, Metric.WALL_TIME);
  }

  /**
   * The same, by the run's {@code headline} metric: without --baseline the baseline is the
   * command that leads by it (under --measure instructions, where wall times are Valgrind's, the
   * one that executed the fewest instructions), and each summary is as that metric reads it
   * ({@link Metric#summarised}).
   */
  public static List<CommandSummary> of(List<CommandResult> commands, long records, long bytes,
      Optional<String> baseline, OptionalDouble precision, Metric headline) {
    Optional<CommandResult> against = baseline(commands, baseline, headline);
    Optional<CommandSummary.Precision> fastest = precision.isPresent()
        ? RunTimes.fastest(commands).map(f -> new CommandSummary.Precision(f,
            precision.getAsDouble()))
        : Optional.empty();
    return commands.stream()
        .map(c -> headline.summarised(CommandSummary.of(c, records, bytes, against, fastest)))
        .toList();
  }

  /**
   * The command that {@code % time} and the ranking are against: the one {@code --baseline}
   * named, else the fastest (lowest mean of counted runs), so that every {@code % time} of a
   * table sorted fastest first reads 100 or more; else, when none has a time, the first.
   */
  public static Optional<CommandResult> baseline(
      List<CommandResult> commands, Optional<String> named) {
    return baseline(commands, named, Metric.WALL_TIME);
  }

  /**
   * The same, by {@code headline}: the command that leads by it ({@link Metric#leader}), as the
   * claims' leader is decided.
   */
  public static Optional<CommandResult> baseline(
      List<CommandResult> commands, Optional<String> named, Metric headline) {
    Optional<CommandResult> chosen = commands.stream()
        .filter(c -> named.isPresent() && c.name().equals(named.get()))
        .findFirst();
    return chosen.or(() -> headline.leader(commands))
        .or(() -> commands.stream().findFirst());
  }

  /**
   * The command that executed the fewest instructions, by the rule the claims rank counts by:
   * per record (start-up taken out) when every counted command's start-up was counted and is
   * below each of its runs, else in all; the first of equals.
   */
  static Optional<CommandResult> fewest(List<CommandResult> commands) {
    List<CountStatistics> counts = commands.stream()
        .map(c -> CommandSummary.counts(c, 1, 1).orElse(null)).toList();
    boolean perRecord = CountStatistics.perRecord(
        counts.stream().filter(Objects::nonNull).toList());
    return IntStream.range(0, commands.size()).filter(i -> counts.get(i) != null).boxed()
        .min(Comparator.comparingDouble(i -> counts.get(i).ranked(perRecord)))
        .map(commands::get);
  }
}
