package jsonmark.history;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.report.Report;
import jsonmark.report.RunIdentity;
import jsonmark.result.CommandSummary;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.Welch;

/**
 * A report read from a results folder as the history records it: one point per command that
 * has figures, per measure the run took (two under --measure both).
 */
final class Entries {

  private Entries() {}

  /** The entry of {@code report}, read from {@code folder}. */
  static RunEntry of(Report report, Path folder) {
    Fingerprint machine = Fingerprint.of(report.environment());
    RunRow run = new RunRow(runId(report), folder.toAbsolutePath().normalize()
        .toString(), report.startTime(), report.state().status().code(), report.benchmark(),
        report.jsonmarkVersion(), report.run().flatMap(RunIdentity::commit), machine);
    List<Point> points = new ArrayList<>();
    for (CommandSummary command : report.commands()) {
      if (command.failure().isPresent()) {
        continue; // a failed command's figures are not its speed
      }
      if (!report.timesUnderValgrind() && command.statistics().isPresent()) {
        points.add(time(key(report, command, "time", machine), command));
      }
      if (command.instructions().isPresent()) {
        points.add(count(key(report, command, "instructions", machine),
            command.instructions().get()));
      }
    }
    return new RunEntry(run, points);
  }

  /**
   * The id the run wrote; for a folder written before runs had one, an id drawn from what
   * makes it that run (its start to the nanosecond, benchmark, command line, machine), so that
   * importing it again still finds it.
   */
  static String runId(Report report) {
    return report.run().map(RunIdentity::id).orElseGet(() -> "legacy-" + SeriesKey.hash(
        report.startTime().toString(), report.benchmark(), String.join("\u0000", report.argv()),
        Fingerprint.of(report.environment()).id()));
  }

  private static SeriesKey key(Report report, CommandSummary command, String measure,
      Fingerprint machine) {
    return new SeriesKey(command.name(), command.command(), String.join("; ",
        command.libraries()), report.benchmark() + " v" + report.benchmarkVersion() + " "
        + report.serializer() + " " + report.records(), report.options().dataSha256(),
        measure, machine.id(), Toolchain.of(command.command(), report.environment().runtimes()));
  }

  /** The mean time with its 95 % Student-t interval over the counted runs, within their range. */
  private static Point time(SeriesKey key, CommandSummary command) {
    CommandStatistics statistics = command.statistics().orElseThrow();
    int n = command.counts().counted();
    double spread = Welch.meanHalfWidth(statistics.stdDev(), n); // NaN below two runs
    double half = Double.isNaN(spread) ? 0 : spread;
    // Kept within the runs' own range: over 2 or 3 runs the t interval overshoots it, down to
    // negative times, which says nothing a reader can use.
    return new Point(key, statistics.mean(), Math.max(statistics.min(), statistics.mean() - half),
        Math.min(statistics.max(), statistics.mean() + half), n, false);
  }

  /** The mean count with its range; exact when every run counted the same. */
  private static Point count(SeriesKey key, CountStatistics counts) {
    return new Point(key, counts.mean(), counts.min(), counts.max(), counts.runs(),
        counts.exact().orElse(counts.min() == counts.max()));
  }
}
