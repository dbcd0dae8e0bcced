package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import org.junit.jupiter.api.Test;

/** The instruction table's counts per record and per byte. */
class InstructionTableTest {

  /** A command whose runs and start-up runs counted the given instructions. */
  private static CommandResult counted(String name, long run, long startup) {
    List<RunResult> runs = new ArrayList<>();
    List<RunResult> startups = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      runs.add(Fixtures.ok(i, 1.0, Optional.empty(), List.of()).withInstructions(run));
      startups.add(Fixtures.startup(i, 0.1).withInstructions(startup));
    }
    return new CommandResult(name, name + " $FILENAME", runs, List.of(), startups);
  }

  @Test
  void aCountBelowTheStartupsReadsBelowStartupNeverANegativeCount() {
    // cat hands the copy to the kernel: its runs on the data execute fewer instructions than
    // its runs on the empty file.
    Report report = Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 100,
        10_000, 1, Instant.EPOCH, Fixtures.options(), Fixtures.environment(),
        List.of(counted("parser", 101_000, 1_000), counted("cat", 990, 1_000)));

    List<String> header = InstructionTable.header(report);
    List<List<String>> rows = InstructionTable.rows(report);

    int perRecord = header.indexOf("per record");
    int perByte = header.indexOf("per byte");
    assertThat(rows.get(0).get(0)).isEqualTo("parser");
    assertThat(rows.get(0).get(perRecord)).isEqualTo("1,000");
    assertThat(rows.get(0).get(perByte)).isEqualTo("10.0");
    assertThat(rows.get(1).get(0)).isEqualTo("cat");
    assertThat(rows.get(1).get(perRecord)).isEqualTo("below start-up");
    assertThat(rows.get(1).get(perByte)).isEqualTo("below start-up");
    assertThat(InstructionTable.render(report)).doesNotContain("| -");
  }

  @Test
  void aCountPerUnitIsFormattedOrSaidToBeBelowTheStartup() {
    assertThat(Numbers.perUnit(1234.5, "%,.0f")).isEqualTo("1,235");
    assertThat(Numbers.perUnit(0, "%.1f")).isEqualTo("0.0");
    assertThat(Numbers.perUnit(-0.1, "%,.0f")).isEqualTo("below start-up");
  }
}
