package jsonmark.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import jsonmark.result.CommandSummary;
import jsonmark.stats.RatioInterval;

/**
 * Who won, as hyperfine ends its output, but with a 95 % confidence interval from the paired
 * rounds ({@code 'rust' ran 1.99 times faster than 'nodejs' (95 % interval 1.91 to 2.07, 10
 * paired rounds)}), and "no significant difference" exactly when the interval contains 1. Every
 * command is set against the same baseline as {@code % time} (--baseline, else the fastest), so
 * that the lines and the table never disagree. Empty with fewer than two commands that have a
 * time, or when the baseline has none. Every line is a claim of {@link Claims}, in words.
 */
public final class Ranking {

  private Ranking() {}

  /**
   * The lines, fastest first (the commands' order under {@code --sort command}): the leader first
   * when it is tied, then each comparison of the claims against the baseline, turned round where
   * the command is the faster of the two.
   */
  public static List<String> lines(Report report) {
    List<String> lines = new ArrayList<>();
    Claims.Standing time = report.claims().time();
    if (!time.tiedWith().isEmpty()) {
      lines.add("fastest: " + leader(time).get() + " (no significant difference between them)");
    }
    List<Claims.Comparison> comparisons = new ArrayList<>(report.claims().time().comparisons());
    if (report.options().inputOrder()) {
      List<String> given = report.commands().stream().map(CommandSummary::name).toList();
      comparisons.sort(Comparator.comparingInt(c -> given.indexOf(c.command())));
    }
    for (Claims.Comparison c : comparisons) {
      if (c.pairs().orElse(0) == 0) {
        lines.add("'" + c.against() + "' and '" + c.command() + "' share no successful round:"
            + " they cannot be compared");
        continue;
      }
      RatioInterval ratio = new RatioInterval(c.ratio(), c.low(), c.high(), c.pairs().getAsInt());
      lines.add(c.ratio() >= 1 ? line(c.against(), c.command(), ratio)
          : line(c.command(), c.against(), ratio.inverse()));
    }
    return lines;
  }

  /**
   * The leader as its claim reads: {@code 'rust'}, or {@code 'rust', tied with 'cpp' and 'go'}
   * when the intervals do not separate them; empty when there is none.
   */
  public static Optional<String> leader(Claims.Standing standing) {
    return standing.leader().map(name -> quoted(name) + (standing.tiedWith().isEmpty() ? ""
        : ", tied with " + names(standing.tiedWith())));
  }

  /** {@code 'a'}, {@code 'a' and 'b'}, {@code 'a', 'b' and 'c'}. */
  private static String names(List<String> names) {
    List<String> quoted = names.stream().map(Ranking::quoted).toList();
    return quoted.size() == 1 ? quoted.get(0)
        : String.join(", ", quoted.subList(0, quoted.size() - 1)) + " and "
            + quoted.get(quoted.size() - 1);
  }

  /** One comparison of {@code slower} against {@code fastest}, {@code ratio} = slower / faster. */
  static String line(String fastest, String slower, RatioInterval ratio) {
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

  private static String quoted(String name) {
    return "'" + name + "'";
  }
}
