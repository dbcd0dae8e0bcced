package jsonmark.report.format;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jsonmark.log.Log;
import jsonmark.report.Claims;
import jsonmark.report.LogLines;
import jsonmark.report.Numbers;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.Verdicts;
import jsonmark.result.Warning;

/**
 * The terminal's view of a benchmark once its runs are done, all read from its report: each kind
 * of warning once, then the table and who won on standard output, then one line naming every
 * command that failed, and why; and each command's one line, said by the rounds as it gets its
 * runs.
 */
public final class Closing {

  private final Log log;
  private final PrintWriter out;

  public Closing(Log log, PrintWriter out) {
    this.log = log;
    this.out = out;
  }

  /**
   * After the commands' own lines ({@link #commandLine}, said as each got its runs): each kind
   * of warning once, naming the commands it concerns, then the table, within {@code columns}.
   */
  public void report(Report report, int columns) {
    for (CommandSummary command : report.commands()) {
      Verdicts.suspicion(command.name(), command.startupRuns(), command.runs())
          .ifPresent(log::warn);
      command.driverCpuPercent().ifPresent(percent -> log.debug(String.format(Locale.ROOT,
          "%s: the driver itself used %.2f %% of one core while its runs ran", command.name(),
          percent)));
      command.driverGap().ifPresent(gap -> log.debug(String.format(Locale.ROOT,
          "%s: between its timed runs the driver took %.1f ms (median of %d), at most %.1f ms",
          command.name(), gap.medianMs(), gap.gaps(), gap.maxMs())));
    }
    Claims claims = report.claims();
    Map<Warning.Kind, List<Warning>> byKind = new EnumMap<>(Warning.Kind.class);
    report.commands().stream().flatMap(c -> c.warnings().stream())
        .filter(w -> !claims.machine().contains(w))
        .forEach(w -> byKind.computeIfAbsent(w.kind(), k -> new ArrayList<>()).add(w));
    byKind.values().forEach(sameKind -> log.warn(WarningText.grouped(sameKind)));
    out.println();
    // What qualifies every verdict comes before them, on the results' own stream: --quiet keeps it.
    WarningText.qualifiers(claims).forEach(line -> out.println("note: " + line));
    if (!report.timesUnderValgrind()) {
      out.print(SummaryTable.terminal(report, columns) + Ranking.text(report));
    }
    if (InstructionTable.present(report)) {
      if (!report.timesUnderValgrind()) {
        out.println();
      }
      out.print(InstructionTable.terminal(report, columns));
    }
    out.flush();
    failedLine(report).ifPresent(log::error);
  }

  /**
   * {@code 1 of 3 commands failed: 'bad' printed 'no checksum here' in 2 of 2 runs (expected
   * 71701)}; empty when every command passed.
   */
  static java.util.Optional<String> failedLine(Report report) {
    List<String> failed = new ArrayList<>();
    for (CommandSummary command : report.commands()) {
      command.failure().ifPresent(why -> failed.add("'" + command.name() + "' " + why));
    }
    if (failed.isEmpty()) {
      return java.util.Optional.empty();
    }
    int all = report.commands().size();
    return java.util.Optional.of(failed.size() + " of " + all
        + (all == 1 ? " command" : " commands") + " failed: " + String.join("; ", failed));
  }

  /**
   * A command's one line once it has its runs: its counts, its start-up, and the original's
   * lines (which scripts parse) joined by {@code ; }; with {@code timed} false (--measure
   * instructions) the times are Valgrind's, said so, and the start-up is left out.
   */
  public static String commandLine(CommandSummary command, long records, boolean timed) {
    List<String> parts = new ArrayList<>();
    parts.add(command.name() + ": " + command.counts().describe());
    if (timed && !command.startupRuns().isEmpty()) {
      parts.add(LogLines.startupBrief(command.startup()));
    }
    command.instructions().ifPresent(s -> parts.add(String.format(Locale.ROOT,
        "Instructions: %,d (spread %s over %d runs%s; %s per record)",
        Math.round(s.mean()), Numbers.spread(s.spreadPercent()), s.runs(),
        s.exactUnknown() ? ", exact unknown" : s.notExact() ? ", not exact" : "",
        Numbers.perUnit(s.perRecord(), "%,.0f"))));
    command.statistics().ifPresent(s -> parts.add(LogLines.deserializeTime(s.mean(), records)
        + (timed ? "" : " under Valgrind, not a native time")));
    command.profile().ifPresent(p -> {
      parts.add(LogLines.cpu(p));
      parts.add(LogLines.mem(p));
    });
    return String.join("; ", parts);
  }
}
