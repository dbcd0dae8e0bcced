package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every command on every benchmark's file, with the matrix on top. */
class BenchmarksIT {

  /** Python's json, on whichever benchmark JSONMARK_BENCHMARK names. */
  static final String PYTHON = "python3 deserializers/python/main.py json $FILENAME";

  @TempDir Path tmp;

  @Test
  void eachCommandRunsOnEachBenchmarkAndTheMatrixSumsItUp() throws Exception {
    Result r =
        Jsonmark.run(
            tmp,
            "--benchmark", "Simple1Benchmark", "--benchmark", "Canada1Benchmark",
            "--benchmark", "Citm1Benchmark", "--records", "40",
            "--cache-dir", tmp.resolve("cache").toString(),
            "--results-dir", tmp.resolve("results").toString(),
            "--name", "python-json", "--name", "python-again", "--name", "lies", "--baseline", "python-json",
            PYTHON, "cd . && " + PYTHON, "test -f $FILENAME && echo 7");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("Benchmark Canada1Benchmark (2 of 3)")
        .contains("INFO: python-json: 1 run; ")
        .contains("lies run 1/1 failed: printed '7'");
    assertThat(r.out())
        .as(r.err())
        // The matrix: one figure per cell, the mean time, a column per benchmark.
        .containsPattern("\\| command +\\| Simple1Benchmark \\(m?s\\) +\\| Canada1Benchmark"
            + " \\(m?s\\) +\\| Citm1Benchmark \\(m?s\\) +\\|")
        .containsPattern("\\| python-json +\\| +\\d+\\.\\d+ +\\| +\\d+\\.\\d+ +\\| +\\d+\\.\\d+ +\\|")
        .containsPattern("\\| lies +\\| +failed +\\| +failed +\\| +failed +\\|");

    Path top = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(top.getFileName().toString()).endsWith("-3-benchmarks");
    for (String benchmark : List.of("Simple1Benchmark", "Canada1Benchmark", "Citm1Benchmark")) {
      assertThat(top.resolve(benchmark).resolve("summary.md")).content().contains(benchmark);
    }
    assertThat(top.resolve("summary.md")).content()
        .contains("## Matrix")
        .contains("[Citm1Benchmark](Citm1Benchmark/summary.md)")
        .contains("ranking.png");
    assertThat(top.resolve("ranking.png")).exists();
    assertThat(top.resolve("report.html")).content()
        .contains("<table id=\"results\">")
        .contains("<td>python-json</td>")
        .contains("href=\"Canada1Benchmark/report.html\"")
        .contains("data:image/png;base64,");
    assertThat(top.resolve("Canada1Benchmark/report.html")).exists();
    List<String> rows = Files.readAllLines(top.resolve("runs.csv"));
    assertThat(rows).hasSize(1 + 3 * 3);
    assertThat(rows.get(0)).startsWith("benchmark,name,command,run,");
    assertThat(rows).anyMatch(row -> row.startsWith("Canada1Benchmark,python-json,"));
    assertThat(top.resolve("summary.json")).content().startsWith("{\n  \"benchmarks\" : [");
  }
}
