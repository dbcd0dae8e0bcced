package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --data: the user's file runs as benchmark Data with the generic checksum, or is refused. */
class DataIT {

  static final String PROGRAM =
      "python3 src/test/resources/jsonmark/validate/roundtrip.py exact $FILENAME";

  @TempDir Path tmp;

  @Test
  void aUserFileRunsWithTheGenericChecksumAndIsValidated() throws Exception {
    Result r =
        Jsonmark.run(tmp, "--data", "deserializers/testdata/Data.jsonl", "--validate",
            "--startup-runs", "0", "--cache-dir", tmp.resolve("cache").toString(),
            "--results-dir", tmp.resolve("results").toString(), "--name", "python", PROGRAM);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .contains("(17 records, 1127 bytes, expected checksum 5494)")
        .contains("python values: exact (17 lines, every value equal)");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(folder.getFileName().toString()).endsWith("-Data.jsonl");
    assertThat(Files.readString(folder.resolve("summary.json")))
        .contains("\"benchmark\" : \"Data.jsonl\"").contains("\"expected_checksum\" : 5494");
  }

  @Test
  void aBadLineIsOneErrorNamingItAndNothingRuns() throws Exception {
    StringBuilder text = new StringBuilder();
    for (int i = 1; i < 7412; i++) {
      text.append("{\"n\":").append(i).append(",\"s\":\"x\"}\n");
    }
    text.append("{\"n\":7412,\"s\":\"x\",}\n{\"n\":7413}\n");
    Path file = tmp.resolve("mine.jsonl");
    Files.writeString(file, text);
    Path marker = tmp.resolve("ran");
    Result r =
        Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "10", "--data",
            file.toString(), "--cache-dir", tmp.resolve("cache").toString(),
            "--results-dir", tmp.resolve("results").toString(), "touch " + marker + " $FILENAME");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip().lines())
        .singleElement()
        .asString()
        .startsWith("ERROR: --data " + file + ": line 7412, column 19: ")
        .endsWith("; nothing was run (fix or remove that line)");
    assertThat(marker).doesNotExist();
  }

  @Test
  void aTypedOnlyProgramIsReportedUnsupportedNotFailed() throws Exception {
    Result r =
        Jsonmark.run(tmp, "--data", "deserializers/testdata/Data.jsonl", "--startup-runs", "0",
            "--cache-dir", tmp.resolve("cache").toString(),
            "--results-dir", tmp.resolve("results").toString(), "--name", "typed",
            "python3 src/test/resources/jsonmark/validate/roundtrip.py typed-only $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("typed on Data.jsonl: unsupported (a typed model of"
        + " Simple1Benchmark reads no other shape); not timed").doesNotContain("ERROR");
    assertThat(r.out()).containsPattern("\\| typed +\\|.*\\| unsupported \\|");
  }
}
