package jsonmark.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.CommandResult;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.Relative;
import jsonmark.stats.RunWarnings;

/**
 * One command of a report with what the formats show of it.
 *
 * @param result the command's runs
 * @param statistics its statistics, empty when no run succeeded
 * @param relative its {@code % time} against the first command, empty when either has no time
 * @param warnings what to be wary of in its timings
 */
record CommandSummary(
    CommandResult result,
    Optional<CommandStatistics> statistics,
    Optional<Relative> relative,
    List<String> warnings) {

  static List<CommandSummary> of(Report report) {
    List<CommandSummary> summaries = new ArrayList<>();
    for (CommandResult result : report.commands()) {
      Optional<CommandStatistics> statistics =
          CommandStatistics.of(result, report.records(), report.dataBytes());
      Optional<Relative> relative =
          summaries.isEmpty()
              ? statistics.map(s -> Relative.baseline())
              : statistics.flatMap(
                  s -> summaries.get(0).statistics().flatMap(b -> Relative.of(s, b)));
      summaries.add(new CommandSummary(result, statistics, relative, RunWarnings.of(result)));
    }
    return summaries;
  }
}
