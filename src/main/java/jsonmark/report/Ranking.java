package jsonmark.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import jsonmark.result.CommandSummary;
import jsonmark.stats.RatioInterval;
import jsonmark.stats.Relative;

/**
 * Who won, as hyperfine ends its output, but with a 95 % confidence interval from the paired
 * rounds ({@code 'rust' ran 1.99 times faster than 'nodejs' (95 % interval 1.91 to 2.07, 10
 * paired rounds)}), and "no significant difference" exactly when the interval contains 1. Every
 * command is set against the same baseline as {@code % time} (--baseline, else the fastest), so
 * that the lines and the table never disagree. Empty with fewer than two commands that have a
 * time, or when the baseline has none.
 */
public final class Ranking {

  private Ranking() {}

  /**
   * The lines, fastest first (in the commands' order under {@code --sort command}), each read
   * from the command's {@code % time} against the baseline (its paired interval, computed once in
   * the model), turned round where the command is the faster of the two.
   */
  public static List<String> lines(Report report) {
    Comparator<CommandSummary> order = report.options().inputOrder() ? (a, b) -> 0
        : Comparator.comparingDouble(c -> c.statistics().get().mean());
    List<CommandSummary> timed =
        report.commands().stream()
            .filter(c -> c.statistics().map(s -> s.mean() > 0).orElse(false))
            .sorted(order)
            .toList();
    List<String> lines = new ArrayList<>();
    Optional<CommandSummary> base = timed.stream()
        .filter(c -> report.baseline().filter(c.name()::equals).isPresent())
        .findFirst();
    if (timed.size() < 2 || base.isEmpty()) {
      return lines;
    }
    for (CommandSummary other : timed) {
      if (other == base.get()) {
        continue;
      }
      boolean slower = other.statistics().get().mean() >= base.get().statistics().get().mean();
      CommandSummary fast = slower ? base.get() : other;
      CommandSummary slow = slower ? other : base.get();
      Optional<RatioInterval> against = other.relative().map(Relative::ratio);
      lines.add(against.map(r -> line(fast, slow, slower ? r : r.inverse()))
          .orElse(quoted(fast) + " and " + quoted(slow) + " share no successful round: they"
              + " cannot be compared"));
    }
    return lines;
  }

  /** One comparison of {@code slower} against {@code fastest}, {@code ratio} = slower / faster. */
  static String line(CommandSummary fastest, CommandSummary slower, RatioInterval ratio) {
    String times = Numbers.fixed(ratio.ratio(), 2);
    if (!ratio.known()) {
      return quoted(fastest) + " ran " + times + " times faster than " + quoted(slower)
          + " (one paired round: no interval; use --runs 2 or more)";
    }
    String interval = "95 % interval " + Numbers.fixed(ratio.low().getAsDouble(), 2) + " to "
        + Numbers.fixed(ratio.high().getAsDouble(), 2) + ", " + ratio.pairs() + " paired rounds";
    if (!ratio.significant()) {
      return quoted(fastest) + " and " + quoted(slower) + ": no significant difference (ratio "
          + times + ", " + interval + ")";
    }
    return quoted(fastest) + " ran " + times + " times faster than " + quoted(slower) + " ("
        + interval + ")";
  }

  /** The lines for a terminal, after a blank line; empty when there is nothing to rank. */
  public static String text(Report report) {
    List<String> lines = lines(report);
    return lines.isEmpty() ? "" : "\n" + String.join("\n", lines) + "\n";
  }

  private static String quoted(CommandSummary command) {
    return "'" + command.name() + "'";
  }
}
