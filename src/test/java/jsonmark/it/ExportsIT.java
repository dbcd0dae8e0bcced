package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** hyperfine's exports written by the real driver into what is not a plain file, and killed. */
class ExportsIT {

  @TempDir Path tmp;

  @Test
  void aFifoALinkAndAProcessSubstitutionAreWrittenIntoAndNoneIsReplaced() throws Exception {
    Path target = Files.writeString(Files.createDirectory(tmp.resolve("t")).resolve("r.json"),
        "old");
    Files.createSymbolicLink(tmp.resolve("link.json"), target);
    assertThat(new ProcessBuilder("mkfifo", tmp.resolve("fifo").toString()).start().waitFor())
        .isZero();
    // bash gives the driver the pipe of >(...) as /dev/fd/N; the FIFO's reader waits until the
    // driver opens it.
    String script = "cat fifo > from-fifo & reader=$!\n"
        + "java -jar '" + Jsonmark.JAR + "' --benchmark Simple1Benchmark --records 200"
        + " --runs 1 --startup-runs 0 --max-wait 100 --cache-dir cache --results-dir results"
        + " --export-json link.json --export-markdown fifo"
        + " --export-csv >(cat > from-pipe.csv) '" + BenchmarksIT.PYTHON.replace("deserializers",
            Jsonmark.ROOT.resolve("deserializers").toString()) + "'\n"
        + "status=$?; wait $reader; exit $status\n";
    Process bash = new ProcessBuilder("bash", "-c", script).directory(tmp.toFile())
        .redirectErrorStream(true).redirectOutput(tmp.resolve("log").toFile()).start();
    assertThat(bash.waitFor(5, TimeUnit.MINUTES)).isTrue();
    String log = Files.readString(tmp.resolve("log"));
    assertThat(bash.exitValue()).as(log).isZero();

    assertThat(Files.isSymbolicLink(tmp.resolve("link.json"))).isTrue();
    assertThat(new ObjectMapper().readTree(target.toFile()).get("results").get(0)
        .get("benchmark").asText()).isEqualTo("Simple1Benchmark");
    assertThat(Files.readAttributes(tmp.resolve("fifo"), BasicFileAttributes.class,
        LinkOption.NOFOLLOW_LINKS).isOther()).as("still a FIFO").isTrue();
    assertThat(tmp.resolve("from-fifo")).content().startsWith("| Command |");
    Path csv = tmp.resolve("from-pipe.csv");
    for (int i = 0; i < 300 && !Files.readString(csv).contains("Simple1Benchmark"); i++) {
      Thread.sleep(100); // bash does not wait for the process of >(...)
    }
    assertThat(csv).content().startsWith("command,mean,");
    assertThat(log).doesNotContain("Exception").doesNotContain(".tmp");
  }

  @Test
  void aDriverKilledDuringTheSecondBenchmarkLeavesFilesSayingItHadNotEnded() throws Exception {
    Path mark = tmp.resolve("second-started");
    // On the second benchmark the command says it started and then waits to be killed.
    String command = "if [ \"$BENCHMARK\" = Canada1Benchmark ]; then echo $$ > '" + mark
        + "'; exec sleep 120; fi; " + BenchmarksIT.PYTHON;
    Path json = tmp.resolve("r.json");
    ProcessBuilder builder = Jsonmark.builder(tmp, List.of("--benchmark", "Simple1Benchmark",
        "--benchmark", "Canada1Benchmark", "--records", "40", "--startup-runs", "0",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString(),
        "--export-json", json.toString(), "--export-json-schema", "2", command));
    Process driver = builder.start();
    try {
      for (int i = 0; i < 1200 && !hasPid(mark); i++) {
        Thread.sleep(100);
      }
      assertThat(hasPid(mark)).as(Files.readString(builder.redirectError().file().toPath()))
          .isTrue();
      driver.destroyForcibly(); // SIGKILL: nothing more is written
      assertThat(driver.waitFor(1, TimeUnit.MINUTES)).isTrue();
    } finally {
      driver.destroyForcibly();
      if (hasPid(mark)) {
        new ProcessBuilder("kill", "-KILL", Files.readString(mark).strip()).start().waitFor();
      }
    }

    // Schema 2 keeps what hyperfine has no field for under its one extension key, jsonmark.
    JsonNode state = new ObjectMapper().readTree(json.toFile()).get("jsonmark").get("state");
    assertThat(state.get("status").asText()).isEqualTo("running");
    assertThat(state.get("ran").toString()).isEqualTo("[\"Simple1Benchmark\"]");
    assertThat(state.get("remaining").toString()).isEqualTo("[\"Canada1Benchmark\"]");
    Path top = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(top.resolve("summary.md")).content()
        .contains("Canada1Benchmark: started, not finished when these files were written")
        .doesNotContain("never ran");
  }

  private static boolean hasPid(Path mark) throws java.io.IOException {
    return Files.exists(mark) && Files.readString(mark).strip().matches("[0-9]+");
  }
}
