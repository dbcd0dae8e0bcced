package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
}
