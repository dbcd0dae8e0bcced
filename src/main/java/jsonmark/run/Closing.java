package jsonmark.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.log.Log;
import jsonmark.report.Numbers;
import jsonmark.report.LogLines;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.report.format.InstructionTable;
import jsonmark.report.format.SummaryTable;
import jsonmark.report.format.WarningText;
import jsonmark.result.CommandSummary;
import jsonmark.result.Measure;
import jsonmark.result.Warning;

/**
 * What a benchmark says once its runs are done, all read from its report: each command's
 * figures in the original's log lines and its warnings, then the table and who won on standard
 * output, then one line naming every command that failed, and why.
 */
final class Closing {

  private final Log log;
  private final PrintWriter out;

  Closing(Log log, PrintWriter out) {
    this.log = log;
    this.out = out;
  }

  void report(Report report, Recorder recorder) {
    for (int i = 0; i < report.commands().size(); i++) {
      CommandSummary command = report.commands().get(i);
      commandLines(command, report.records(), report.headline() == Measure.TIME);
      RunChecks.suspicion(command.name(), recorder.startupRuns(i), recorder.timedRuns(i))
          .ifPresent(log::warn);
    }
    List<String> imprecise = report.commands().stream()
        .flatMap(c -> c.warnings().stream())
        .filter(w -> w.kind() == Warning.Kind.PRECISION_NOT_REACHED)
        .map(w -> w.command().orElse("?")).toList();
    if (!imprecise.isEmpty()) {
      log.warn("--precision ± " + Numbers.plain(report.options().budget().precisionPercent()
          .orElse(0)) + " % not reached against the fastest by " + String.join(", ", imprecise)
          + " when --max-time or the most runs ran out");
    }
    out.println();
    if (report.options().measure().times()) {
      out.print(SummaryTable.terminal(report, TerminalWidth.columns()) + Ranking.text(report));
    }
    if (InstructionTable.present(report)) {
      if (report.options().measure().times()) {
        out.println();
      }
      out.print(InstructionTable.terminal(report, TerminalWidth.columns()));
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
   * The command's counts, the original's lines with its mean, its start-up and warnings; with
   * {@code timed} false (--measure instructions) the times are Valgrind's, said so, and the
   * start-up's time is left out.
   */
  private void commandLines(CommandSummary command, long records, boolean timed) {
    log.info(command.name() + ": " + command.counts().describe());
    command.statistics().ifPresent(s -> log.info(LogLines.deserializeTime(s.mean(), records)
        + (timed ? "" : " under Valgrind, not a native time")));
    command.instructions().ifPresent(s -> log.info(String.format(Locale.ROOT,
        "Instructions: %,d (spread %s over %d runs%s; %s per record)",
        Math.round(s.mean()), Numbers.spread(s.spreadPercent()), s.runs(),
        s.exactUnknown() ? ", exact unknown" : s.notExact() ? ", not exact" : "",
        Numbers.perUnit(s.perRecord(), "%,.0f"))));
    command.profile().ifPresent(p -> {
      log.info(LogLines.cpu(p));
      log.info(LogLines.mem(p));
    });
    if (timed && !command.startupRuns().isEmpty()) {
      log.info(LogLines.startup(command.name(), command.startup()));
    }
    command.warnings().stream()
        .filter(w -> w.kind() != Warning.Kind.PRECISION_NOT_REACHED)
        .map(WarningText::of).forEach(log::warn);
    command.driverCpuPercent().ifPresent(percent -> log.debug(String.format(Locale.ROOT,
        "%s: the driver itself used %.2f %% of one core while its runs ran", command.name(),
        percent)));
  }

}
