package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --jobs}: counted runs side by side give every count of one at a time, to the
 * instruction, start-up runs included, and each run is still checked on its own: a command that
 * reads nothing fails beside one that reads, whose reads are not lent to it.
 */
class JobsIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String READS = InstructionsIT.python()
      + " deserializers/python/main.py json $FILENAME";
  /** Prints the right checksum without reading the file: the read check must fail it. */
  private static final String BLIND = InstructionsIT.python() + " -c \"import sys, time;"
      + " time.sleep(0.5); print(sys.argv[1])\" CHECKSUM $FILENAME";

  @TempDir Path tmp;

  @Test
  void twoAtATimeCountWhatOneAtATimeCountsToTheInstruction() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    written("100");
    List<Long> one = counts(run("1", "one"));
    List<Long> two = counts(run("2", "two"));
    assertThat(one).hasSize(6).doesNotContain(0L);
    assertThat(two).isEqualTo(one);
  }

  private JsonNode run(String jobs, String results) throws Exception {
    Result r = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "100",
        "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
        tmp.resolve(results).toString(), "--measure", "instructions", "--runs", "2",
        "--startup-runs", "1", "--jobs", jobs, "--name", "A", READS, "--name", "AA",
        READS + " >/dev/null && " + READS);
    assertThat(r.status()).as(r.err()).isZero();
    return JSON.readTree(Jsonmark.onlyResultsFolder(tmp.resolve(results))
        .resolve("summary.json").toFile());
  }

  /** Every run's count and each command's start-up count, in the commands' order. */
  private static List<Long> counts(JsonNode summary) {
    List<Long> counts = new ArrayList<>();
    for (JsonNode command : summary.path("commands")) {
      for (JsonNode run : command.path("runs")) {
        counts.add(run.path("instructions").asLong());
      }
      counts.add(command.path("instructions").path("startup").asLong());
    }
    return counts;
  }

  /** One counted run of each of {@code commands}, two at a time, on {@code records} records. */
  private Result countedTwoAtATime(int records, String... commands) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, records, "--measure", "instructions",
        "--runs", "1", "--startup-runs", "0", "--jobs", "2"), commands);
  }

  @Test
  void aRunThatReadsNothingFailsBesideOneThatReads() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    Result r = countedTwoAtATime(100, "--name", "reads", READS, "--name", "blind",
        BLIND.replace("CHECKSUM", written("100")));
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("blind run 1/1 failed").doesNotContain("reads run 1/1 failed");
  }

  @Test
  void aRunThatNeverOpensAFileTooSmallForTheBytesFailsBesideOneThatReadsIt() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    // 10 records, 3.3 KB: the bytes read cannot tell, the watch of each run's file does.
    String checksum = written("10");
    Result r = countedTwoAtATime(10,
        "--name", "reads", "cat $FILENAME >/dev/null && echo " + checksum,
        "--name", "blind", "sh -c 'echo " + checksum + "' $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("blind run 1/1 failed: it never opened the data file")
        .doesNotContain("reads run 1/1 failed");
  }

  /** Writes the file of {@code records} records into the cache; its expected checksum. */
  private String written(String records) throws Exception {
    Result probe = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", records,
        "--cache-dir", tmp.resolve("cache").toString(), "--only-serialize");
    assertThat(probe.status()).as(probe.err()).isZero();
    return probe.err().replaceAll("(?s).*expected checksum (-?\\d+).*", "$1");
  }

  @Test
  void jobsAreRefusedWhereRunsAreTimed() throws Exception {
    Result r = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "10",
        "--jobs", "2", "--name", "A", READS);
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("--jobs runs counted runs side by side")
        .contains("--measure instructions");
    Result zero = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--measure",
        "instructions", "--jobs", "0", READS);
    assertThat(zero.status()).isEqualTo(2);
    assertThat(zero.err()).contains("--jobs must be at least 1, not 0");
  }
}
