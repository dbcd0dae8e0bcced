package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.ManyCommands;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import org.junit.jupiter.api.Test;

class MatrixMarkdownTest {

  @Test
  void theMatrixComesFirstAndTheEnvironmentAfterIt() {
    MatrixReport matrix =
        new MatrixReport(List.of(ManyCommands.report(3), ManyCommands.report(3)));

    String text = MatrixMarkdown.render(matrix, true);

    assertThat(text.indexOf("## Matrix")).isPositive()
        .isLessThan(text.indexOf("## Environment"));
  }

  @Test
  void aProfiledMatrixShowsThePeakMemoryInEachCell() {
    MatrixReport matrix = new MatrixReport(List.of(ManyCommands.report(3)));

    List<List<String>> rows = MatrixMarkdown.rows(matrix);

    assertThat(MatrixMarkdown.header(matrix).get(1))
        .isEqualTo("Simple1Benchmark (s · MB/s · % time vs python-orjson · peak MiB)");
    // python-orjson: 0.4 s, 330.1 MB over it, the baseline, 903 MiB at its peak.
    assertThat(rows.get(0)).containsExactly("python-orjson", "0.400 · 825.3 · 100.0 · 903.0");
  }

  @Test
  void theMatrixRunsFastestOverallFirstInOneUnit() {
    MatrixReport matrix = new MatrixReport(List.of(ManyCommands.report(5)));

    List<List<String>> rows = MatrixMarkdown.rows(matrix);

    // ManyCommands' means: python-orjson 0.4 s, then python-simdjson, -rapidjson, -ujson, -json.
    assertThat(rows).extracting(row -> row.get(0)).containsExactly("python-orjson",
        "python-simdjson", "python-rapidjson", "python-ujson", "python-json");
    assertThat(rows.get(4).get(1)).startsWith("11.900 · ");
  }

  @Test
  void aMatrixWiderThanTheTerminalIsSplitIntoTablesThatFitEachKeepingTheCommands() {
    MatrixReport matrix = new MatrixReport(List.of(ManyCommands.report(5),
        ManyCommands.report(5), ManyCommands.report(5)));

    String terminal = MatrixMarkdown.terminal(matrix, 120);

    assertThat(MatrixMarkdown.table(matrix).lines().mapToInt(String::length).max().getAsInt())
        .isGreaterThan(120);
    assertThat(terminal.lines().mapToInt(String::length).max().getAsInt())
        .as(terminal).isLessThanOrEqualTo(120);
    // Every benchmark's column is there once, each table starting with the commands.
    assertThat(terminal.split("Simple1Benchmark \\(", -1)).hasSize(1 + 3);
    assertThat(terminal.split("\\| command ", -1)).hasSize(1 + 3);
    assertThat(MatrixMarkdown.terminal(matrix, 1000)).isEqualTo(MatrixMarkdown.table(matrix));
  }

  @Test
  void eachBenchmarkColumnIsAgainstThatBenchmarksOwnFastest() {
    // x is fastest on A, y on B: each column's % time is against its own fastest.
    MatrixReport matrix = new MatrixReport(List.of(
        timed("A", null, 1.0, 2.0, 4.0), timed("B", null, 3.0, 1.5, 6.0)));

    assertThat(MatrixMarkdown.header(matrix)).containsExactly("command",
        "A (s · MB/s · % time vs x)", "B (s · MB/s · % time vs y)");
    assertThat(MatrixMarkdown.rows(matrix)).containsExactly(
        List.of("x", "1.000 · 100.0 · 100.0", "3.000 · 33.3 · 200.0 (200.0-200.0)"),
        List.of("y", "2.000 · 50.0 · 200.0 (200.0-200.0)", "1.500 · 66.7 · 100.0"),
        List.of("z", "4.000 · 25.0 · 400.0 (400.0-400.0)",
            "6.000 · 16.7 · 400.0 (400.0-400.0)"));
  }

  @Test
  void aNamedBaselineIsTheBaselineOfEveryBenchmarkColumn() {
    MatrixReport matrix = new MatrixReport(List.of(
        timed("A", "z", 1.0, 2.0, 4.0), timed("B", "z", 3.0, 1.5, 6.0)));

    assertThat(MatrixMarkdown.header(matrix)).containsExactly("command",
        "A (s · MB/s · % time vs z)", "B (s · MB/s · % time vs z)");
    assertThat(MatrixMarkdown.rows(matrix)).extracting(row -> row.subList(0, 3))
        .containsExactly(
            List.of("x", "1.000 · 100.0 · 25.0 (25.0-25.0)", "3.000 · 33.3 · 50.0 (50.0-50.0)"),
            List.of("y", "2.000 · 50.0 · 50.0 (50.0-50.0)", "1.500 · 66.7 · 25.0 (25.0-25.0)"),
            List.of("z", "4.000 · 25.0 · 100.0", "6.000 · 16.7 · 100.0"));
    // The same figures as each benchmark's own table.
    assertThat(SummaryTable.rows(matrix.reports().get(1)).get(0)).contains("25.0 (25.0-25.0)");
  }

  /** Benchmark {@code name}, 100 MB, commands x, y and z with three runs each of these times. */
  private static Report timed(String name, String baseline, double x, double y, double z) {
    ReportOptions o = Fixtures.report().options();
    ReportOptions options = new ReportOptions(o.dataFile(), o.dataSha256(), 3, 0, false, null,
        null, 0, o.order(), o.seed(), baseline, o.maxWaitPercent(), null, "speed");
    List<CommandResult> commands = new ArrayList<>();
    String[] names = {"x", "y", "z"};
    double[] seconds = {x, y, z};
    for (int i = 0; i < 3; i++) {
      List<RunResult> runs = new ArrayList<>();
      for (int r = 1; r <= 3; r++) {
        runs.add(new RunResult(names[i], names[i] + " $FILENAME", r, seconds[i], 0,
            Optional.of("1"), true, Optional.empty(), Optional.empty()));
      }
      commands.add(new CommandResult(names[i], names[i] + " $FILENAME", runs));
    }
    return Report.of(name, 1, "jackson", 1000, 100_000_000, 1, options, Fixtures.environment(),
        Instant.parse("2024-05-06T07:08:09Z"), Fixtures.provenance(), commands);
  }
}
