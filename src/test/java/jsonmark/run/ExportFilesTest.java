package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import jsonmark.log.Log;
import jsonmark.plan.Exports;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportFilesTest {

  @TempDir Path tmp;

  private final StringWriter logged = new StringWriter();
  private final Log log = new Log(new PrintWriter(logged, true), Log.Level.INFO);
  private final Report report = Fixtures.report();

  private ExportFiles exports(Exports.Format format, Path file, String... workloads) {
    return new ExportFiles(new Exports(List.of(new Exports.Target(format, file.toString()))),
        List.of(workloads), new PrintWriter(new StringWriter()), log);
  }

  @Test
  void anExportWrittenWhileBenchmarksRemainSaysWhichRanAndWhichRemainUntilTheLast()
      throws Exception {
    Path json = tmp.resolve("r.json");
    ExportFiles files = exports(Exports.Format.JSON_V2, json, "Simple1Benchmark", "Canada");

    assertThat(files.add(Optional.of(report))).isTrue();
    JsonNode state = new ObjectMapper().readTree(json.toFile()).get("jsonmark").get("state");
    assertThat(state.get("status").asText()).isEqualTo("running");
    assertThat(state.get("ran").toString()).isEqualTo("[\"" + report.benchmark() + "\"]");
    assertThat(state.get("remaining").toString()).isEqualTo("[\"Canada\"]");
    assertThat(state.get("incomplete").get(0).asText()).startsWith("Canada: not run yet");

    assertThat(files.add(Optional.of(report))).isTrue();
    state = new ObjectMapper().readTree(json.toFile()).get("jsonmark").get("state");
    assertThat(state.get("status").asText()).isEqualTo("complete");
    assertThat(state.get("remaining")).isEmpty();
    assertThat(state.get("incomplete")).isEmpty();
  }

  @Test
  void aBenchmarkThatMeasuredNothingStillEndsItsTurn() throws Exception {
    Path json = tmp.resolve("r.json");
    ExportFiles files = exports(Exports.Format.JSON, json, "A", "B");
    assertThat(files.add(Optional.of(report))).isTrue();
    assertThat(files.add(Optional.empty())).isTrue();
    assertThat(new ObjectMapper().readTree(json.toFile()).get("state").get("status").asText())
        .isEqualTo("complete");
  }

  @Test
  void aFailedWriteIsOneLineNamingThePathAndTheCauseAndNoJava() throws IOException {
    Path folder = Files.createDirectory(tmp.resolve("gone"));
    Path csv = folder.resolve("r.csv");
    ExportFiles files = exports(Exports.Format.CSV, csv, "A");
    Files.delete(folder); // after the check before the run: the write itself fails

    assertThat(files.add(Optional.of(report))).isFalse();
    assertThat(logged.toString()).isEqualTo("ERROR: cannot write the CSV export to " + csv
        + ": no such folder; choose another path\n");
  }

  @Test
  void aFifoGetsTheFinalExportOnceAndStaysAFifo() throws Exception {
    Path fifo = tmp.resolve("fifo");
    assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
    ExportFiles files = exports(Exports.Format.MARKDOWN, fifo, "A", "B");
    // Between two benchmarks nothing is written: a reader would get two tables, and the run
    // would wait for one.
    assertThat(files.add(Optional.of(report))).isTrue();
    assertThat(files.add(Optional.of(report))).isTrue();
    CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
      try {
        return Files.readString(fifo);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    assertThat(files.finish()).isTrue();
    String table = read.get(30, TimeUnit.SECONDS);
    assertThat(table).startsWith("| Command |");
    assertThat(table.lines().filter(l -> l.startsWith("| Command |"))).hasSize(1);
    assertThat(Files.isRegularFile(fifo)).isFalse();
  }
}
