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
  void eachCellIsOneFigureTheMeanTime() {
    MatrixReport matrix = new MatrixReport(List.of(ManyCommands.report(3)));

    List<List<String>> rows = MatrixMarkdown.rows(matrix);

    assertThat(MatrixMarkdown.header(matrix).get(1)).isEqualTo("Simple1Benchmark (s)");
    // python-orjson: 0.4 s, whatever its MB/s and memory (they are in the benchmark's table).
    assertThat(rows.get(0)).containsExactly("python-orjson", "0.400");
  }

  @Test
  void theMatrixRunsFastestOverallFirstInOneUnit() {
    MatrixReport matrix = new MatrixReport(List.of(ManyCommands.report(5)));

    List<List<String>> rows = MatrixMarkdown.rows(matrix);

    // ManyCommands' means: python-orjson 0.4 s, then python-simdjson, -rapidjson, -ujson, -json.
    assertThat(rows).extracting(row -> row.get(0)).containsExactly("python-orjson",
        "python-simdjson", "python-rapidjson", "python-ujson", "python-json");
    assertThat(rows.get(4).get(1)).isEqualTo("11.900");
  }

  @Test
  void aMatrixWiderThanTheTerminalIsSplitIntoTablesThatFitEachKeepingTheCommands() {
    List<Report> eight = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      eight.add(ManyCommands.report(5));
    }
    MatrixReport matrix = new MatrixReport(eight);

    String terminal = MatrixMarkdown.terminal(matrix, 120);

    assertThat(MatrixMarkdown.table(matrix).lines().mapToInt(String::length).max().getAsInt())
        .isGreaterThan(120);
    assertThat(terminal.lines().mapToInt(String::length).max().getAsInt())
        .as(terminal).isLessThanOrEqualTo(120);
    // Every benchmark's column is there once, each table starting with the commands.
    assertThat(terminal.split("Simple1Benchmark \\(", -1)).hasSize(1 + 8);
    assertThat(terminal.split("\\| command ", -1).length).isGreaterThan(2);
    assertThat(MatrixMarkdown.terminal(matrix, 1000)).isEqualTo(MatrixMarkdown.table(matrix));
  }

  @Test
  void aLongNameIsCutSoThatOneBenchmarksColumnFitsBesideItAndNoRowWraps() {
    String command = "python3 deserializers/python/main.py json $FILENAME # " + "x".repeat(80);
    List<RunResult> runs = List.of(Fixtures.ok(1, 1.0, Optional.empty(), List.of()),
        Fixtures.ok(2, 1.1, Optional.empty(), List.of()));
    MatrixReport matrix = new MatrixReport(List.of(timed("A", null, 1.0, 2.0, 4.0)
        .withCommands(List.of(new CommandResult(command, command, runs),
            new CommandResult("y", "y $FILENAME", runs)))));

    String terminal = MatrixMarkdown.terminal(matrix, 60);

    assertThat(terminal.lines()).as(terminal).allSatisfy(line -> assertThat(line)
        .hasSizeLessThanOrEqualTo(60).endsWith("|"));
    assertThat(terminal).containsPattern("\\| python3 deserializers/p…x{10,} \\|")
        .contains("A (s)");
    assertThat(MatrixMarkdown.terminal(matrix, 20).lines())
        .allSatisfy(line -> assertThat(line).hasSizeLessThanOrEqualTo(20));
  }

  @Test
  void aCommandThatFailedOnABenchmarkReadsFailedThere() {
    Report failing = Simple1ResultsFailing.report();
    MatrixReport matrix = new MatrixReport(List.of(timed("A", null, 1.0, 2.0, 4.0), failing));

    assertThat(MatrixMarkdown.header(matrix)).containsExactly("command", "A (s)", "B (s)");
    assertThat(MatrixMarkdown.rows(matrix)).containsExactly(
        List.of("x", "1.000", "failed"),
        List.of("y", "2.000", "3.000"),
        List.of("z", "4.000", ""));
  }

  /** Benchmark B, on which x failed every run, y took 3 s and z did not run. */
  private static final class Simple1ResultsFailing {
    static Report report() {
      Report b = timed("B", null, 9.0, 3.0, 9.0);
      List<CommandResult> commands = new ArrayList<>();
      commands.add(new CommandResult("x", "x $FILENAME",
          List.of(Fixtures.failed(1, 1.0, 1, "exited with status 1"))));
      commands.add(Fixtures.raw(b.command("y").orElseThrow()));
      return b.withCommands(commands);
    }
  }

  /** Benchmark {@code name}, 100 MB, commands x, y and z with three runs each of these times. */
  private static Report timed(String name, String baseline, double x, double y, double z) {
    ReportOptions o = Fixtures.options();
    ReportOptions options = new ReportOptions(o.dataFile(), o.dataSha256(), o.budget(), 0, false,
        java.util.OptionalLong.empty(), java.util.OptionalDouble.empty(), 0, o.order(), o.seed(),
        Optional.ofNullable(baseline), o.maxWaitPercent(), o.sort(),
        jsonmark.result.Measure.TIME);
    List<CommandResult> commands = new ArrayList<>();
    String[] names = {"x", "y", "z"};
    double[] seconds = {x, y, z};
    for (int i = 0; i < 3; i++) {
      List<RunResult> runs = new ArrayList<>();
      for (int r = 1; r <= 3; r++) {
        runs.add(Fixtures.ok(r, seconds[i], Optional.empty(), List.of()));
      }
      commands.add(new CommandResult(names[i], names[i] + " $FILENAME", runs));
    }
    return Report.of(Fixtures.provenance(), name, 1, "jackson", 1000, 100_000_000, 1,
        Instant.parse("2024-05-06T07:08:09Z"), options, Fixtures.environment(), commands);
  }
}
