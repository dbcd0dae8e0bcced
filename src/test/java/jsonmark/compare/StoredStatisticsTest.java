package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Report;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.Measure;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CountStatistics;
import org.junit.jupiter.api.Test;

/**
 * Compare shows the statistics a folder stored, never its own: a figure changed in the stored
 * model (and nowhere else) is the figure compare shows.
 */
class StoredStatisticsTest {

  /** {@code report} with its first command's stored statistics replaced by the given ones. */
  private static Report edited(Report report, Optional<CommandStatistics> statistics,
      Optional<CountStatistics> instructions) {
    CommandSummary c = report.commands().get(0);
    CommandSummary changed = new CommandSummary(c.name(), c.command(), c.shell(), c.libraries(),
        c.counts(), c.failure(), statistics, c.relative(), instructions, c.profile(),
        c.warnings(), c.warmupFailures(), c.startup(), c.startupRuns(), c.waitedPercent(),
        c.driverCpuPercent(), c.values(), c.runs(), c.parameters());
    return new Report(report.provenance(), report.data(), report.started(), report.setting(),
        report.shard(), report.baseline(), new Report.Tally(report.rounds(), Optional.empty(),
            List.of(changed), report.run()), null);
  }

  private static Folder folder(String label, Report report) {
    return new Folder(label, Path.of("results/" + label), 5, List.of(report));
  }

  private static Report report(Measure measure, CommandResult command) {
    return CompareFixtures.report("6.1", 1_000, measure, "2026-12-02T10:00:00Z",
        List.of(command));
  }

  @Test
  void theMeanTheFastestRunAndTheIntervalAreTheStoredOnes() throws Exception {
    Report stored = report(Measure.TIME, CompareFixtures.command("x", List.of(), 1, 1.1, 1.2,
        1.3, 1.4));
    Report base = edited(stored, Optional.of(new CommandStatistics(9.0, OptionalDouble.of(0.1),
        9.0, 8.5, 9.5, 1, 1, OptionalDouble.empty(), OptionalDouble.empty())), Optional.empty());
    CompareReport report = Comparisons.build(List.of(folder("A", base), folder("B", stored)),
        Match.NAME, MeasureChoice.Choice.of(Measure.TIME), 0.05, false, "0.1.0");
    CompareReport.Times times = report.benchmarks().get(0).rows().get(0).times().get(0);
    assertThat(times.meanS()).isEqualTo(9.0);
    assertThat(times.minS()).isEqualTo(8.5);
    // t(4, 97.5 %) · 0.1 / √5, to six decimals.
    assertThat(times.halfWidthS()).isEqualTo(0.124166);
    assertThat(times.runs()).isEqualTo(5);
    assertThat(report.benchmarks().get(0).rows().get(0).times().get(1).meanS()).isEqualTo(1.2);
  }

  @Test
  void theMeanCountItsSpreadAndExactnessAreTheStoredOnes() throws Exception {
    Report stored = report(Measure.INSTRUCTIONS, CompareFixtures.counted("x", 100, 100, 100));
    CountStatistics counts = stored.commands().get(0).instructions().orElseThrow();
    Report base = edited(stored, stored.commands().get(0).statistics(),
        Optional.of(new CountStatistics(42, 41, 43, 3, 4.878, Optional.of(false),
            OptionalDouble.empty(), 0.042, 0.0001, counts.relative())));
    CompareReport report = Comparisons.build(List.of(folder("A", base), folder("B", stored)),
        Match.NAME, MeasureChoice.Choice.of(Measure.INSTRUCTIONS), 0.05, false, "0.1.0");
    assertThat(report.benchmarks().get(0).instructions().get(0).counts())
        .containsExactly(new CompareReport.Counts(3, 42, 4.878, false),
            new CompareReport.Counts(3, 100, 0, true));
  }
}
