package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsFolderTest {

  private static final Instant NOW = Instant.parse("2024-05-06T07:08:09.750Z");

  @TempDir Path results;

  @Test
  void namesTheFolderAfterTheUtcTimeAndTheBenchmark() throws IOException {
    ResultsFolder folder = ResultsFolder.create(results.resolve("nested"), "Simple1Benchmark", NOW);

    assertThat(folder.path()).isEqualTo(results.resolve("nested/20240506-070809-Simple1Benchmark"));
    assertThat(folder.path()).isDirectory();
  }

  @Test
  void addsASuffixWhenTheFolderExists() throws IOException {
    ResultsFolder first = ResultsFolder.create(results, "Simple1Benchmark", NOW);
    ResultsFolder second = ResultsFolder.create(results, "Simple1Benchmark", NOW);
    ResultsFolder third = ResultsFolder.create(results, "Simple1Benchmark", NOW);

    assertThat(first.path().getFileName()).hasToString("20240506-070809-Simple1Benchmark");
    assertThat(second.path().getFileName()).hasToString("20240506-070809-Simple1Benchmark-2");
    assertThat(third.path().getFileName()).hasToString("20240506-070809-Simple1Benchmark-3");
  }

  @Test
  void writesEveryResultFileAndNoTemporaryOnes() throws IOException {
    ResultsFolder folder = ResultsFolder.create(results, "Simple1Benchmark", NOW);

    folder.write(Fixtures.results());

    assertThat(folder.path().resolve("summary.md")).content().startsWith("# JSONMark");
    // 7 timed runs, one of them set aside as contended and run again, and the header.
    assertThat(folder.path().resolve("runs.csv")).content().hasLineCount(9);
    assertThat(folder.path().resolve("summary.json")).content().contains("\"benchmark\"");
    assertThat(folder.path().resolve("profile/python-orjson-1.csv")).exists();
    assertThat(folder.path().resolve("profile/python-orjson-3.csv")).exists();
    for (String chart : List.of("time.png", "cpu.png", "memory.png")) {
      assertThat(Files.readAllBytes(folder.path().resolve(chart)))
          .as(chart)
          .startsWith(0x89, 'P', 'N', 'G');
    }
    try (Stream<Path> files = Files.walk(folder.path())) {
      assertThat(files.map(Path::getFileName).map(Path::toString))
          .noneMatch(name -> name.endsWith(".tmp"));
    }
  }

  @Test
  void rewritesTheFilesAsCommandsAreAdded() throws IOException {
    ResultsFolder folder = ResultsFolder.create(results, "Simple1Benchmark", NOW);
    Report report = Fixtures.report();

    folder.write(jsonmark.report.Results.of(
        report.withCommands(Fixtures.raw(report).subList(0, 1))));
    assertThat(folder.path().resolve("runs.csv")).content().hasLineCount(4);
    folder.write(Fixtures.results());

    assertThat(folder.path().resolve("runs.csv")).content().hasLineCount(9);
    assertThat(folder.path().resolve("summary.md")).content().contains("| missing ");
  }

  @Test
  void leavesOutChartsOfProfilesWhenNothingWasProfiled() throws IOException {
    ResultsFolder folder = ResultsFolder.create(results, "Simple1Benchmark", NOW);
    Report report = Fixtures.report();

    folder.write(jsonmark.report.Results.of(report.withCommands(List.of(Fixtures.rust()))));

    assertThat(folder.path().resolve("time.png")).exists();
    assertThat(folder.path().resolve("cpu.png")).doesNotExist();
    assertThat(folder.path().resolve("profile")).doesNotExist();
  }
}
