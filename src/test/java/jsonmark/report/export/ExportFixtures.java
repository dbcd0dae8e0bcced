package jsonmark.report.export;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.result.CommandResult;
import jsonmark.result.Measure;
import jsonmark.result.RunResult;

/** Reports for the export tests: the fixed timed report, and one counted in instructions. */
final class ExportFixtures {

  private ExportFixtures() {}

  /** Two commands counted under --measure instructions: 1000, 1000 and 1500, 1510. */
  static Report instructions() {
    ReportOptions o = Fixtures.options();
    ReportOptions counting = new ReportOptions(o.dataFile(), o.dataSha256(), o.budget(),
        o.warmup(), false, o.intervalMs(), o.timeoutS(), 0, o.order(), o.seed(),
        Optional.empty(), o.maxWaitPercent(), o.sort(), Measure.INSTRUCTIONS);
    return Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1000, 330_000,
        -123_456_789, Instant.parse("2024-05-06T07:08:09Z"), counting, Fixtures.environment(),
        List.of(counted("lean", 1_000_000_000, 1_000_000_000),
            counted("heavy", 1_500_000_000, 1_510_000_000)))
        .withState(jsonmark.result.RunState.COMPLETE);
  }

  private static CommandResult counted(String name, long first, long second) {
    RunResult one = Fixtures.ok(1, 9.5, Optional.empty(), List.of()).withInstructions(first);
    RunResult two = Fixtures.ok(2, 9.7, Optional.empty(), List.of()).withInstructions(second);
    return new CommandResult(name, "./" + name + " $FILENAME", List.of(one, two));
  }
}
