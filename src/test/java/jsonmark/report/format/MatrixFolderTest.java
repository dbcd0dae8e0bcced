package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import jsonmark.report.Fixtures;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The top folder of a run over several benchmarks, rewritten as each benchmark is added. */
class MatrixFolderTest {

  private static final Instant NOW = Instant.parse("2024-05-06T07:08:09.750Z");

  @TempDir Path results;

  @Test
  void writesTheMatrixFilesAfterEachBenchmarkWithEveryBenchmarkSoFar() throws IOException {
    MatrixFolder matrix = MatrixFolder.create(results, "2-benchmarks", NOW, 2);
    Report report = Fixtures.report();

    matrix.add(report);
    String one = Files.readString(matrix.path().resolve("runs.csv"));
    matrix.add(report);

    assertThat(matrix.path()).isEqualTo(results.resolve("20240506-070809-2-benchmarks"));
    assertThat(matrix.size()).isEqualTo(2);
    assertThat(matrix.path().resolve("runs.csv")).hasContent(
        MatrixResults.runsCsv(new MatrixReport(List.of(report, report))));
    assertThat(Files.readString(matrix.path().resolve("runs.csv")).lines().count() - 1)
        .isEqualTo(2 * (one.lines().count() - 1));
    assertThat(matrix.path().resolve("summary.json")).content().contains("\"benchmarks\"");
    assertThat(Files.readAllBytes(matrix.path().resolve("ranking.png")))
        .startsWith(0x89, 'P', 'N', 'G');
    assertThat(matrix.path().resolve("summary.md")).content().contains("ranking.png");
    assertThat(matrix.path().resolve("report.html")).content()
        .contains("data:image/png;base64,");
  }

  @Test
  void theTerminalShowsTheMatrixOfTheBenchmarksAdded() throws IOException {
    MatrixFolder matrix = MatrixFolder.create(results, "2-benchmarks", NOW, 2);
    Report report = Fixtures.report();
    matrix.add(report);

    assertThat(matrix.terminal(120))
        .isEqualTo(MatrixMarkdown.terminal(new MatrixReport(List.of(report)), 120));
  }

  @Test
  void aBenchmarkStartedAndNotEndedIsSaidSoNotThatItNeverRan() throws IOException {
    MatrixFolder matrix = MatrixFolder.create(results, "2-benchmarks", NOW, 2);
    matrix.start("Simple1Benchmark");
    matrix.add(Fixtures.report());
    matrix.start("Canada1Benchmark"); // the driver is killed during it: these files stay

    String summary = Files.readString(matrix.path().resolve("summary.md"));
    assertThat(summary).contains("Canada1Benchmark: started, not finished when these files were"
        + " written (the driver is still running it, or was killed); its folder"
        + " Canada1Benchmark/ holds the rounds it ran.").doesNotContain("never ran");
    assertThat(matrix.path().resolve("report.html")).content()
        .contains("Canada1Benchmark: started, not finished");
  }
}
