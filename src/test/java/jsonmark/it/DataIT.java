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

  @Test
  void aProgramThatSaysUnsupportedInItsRunsIsReportedUnsupportedTimedOrCountedSideBySide()
      throws Exception {
    // Every line over 1 MiB: nothing to probe first, so the runs themselves say it.
    String line = "{\"s\":\"" + "x".repeat(1 << 20) + "\"}";
    Path file = dataFile(line, line);
    String typed = "sh -c 'echo \"unsupported: typed only\"; exit 3' $FILENAME";
    for (String measure : new String[] {"time", "instructions"}) {
      Path results = tmp.resolve(measure);
      Result r = Jsonmark.run(tmp, "--data", file.toString(), "--runs", "1", "--startup-runs",
          "0", "--measure", measure, "--cache-dir", tmp.resolve("cache").toString(),
          "--results-dir", results.toString(), "--name", "typed", typed, "--name", "other",
          typed.replace("typed only", "other too"));
      assertThat(r.status()).as(r.err()).isZero();
      assertThat(r.err()).contains("typed run 1/1: unsupported (typed only); not timed")
          .contains("other run 1/1: unsupported (other too); not timed").doesNotContain("ERROR");
      assertThat(Files.readString(Jsonmark.onlyResultsFolder(results).resolve("summary.md")))
          .containsPattern("\\| typed +\\|.*\\| unsupported +\\|")
          .doesNotContainPattern("\\| +failed +\\|");
    }
  }

  /** A --data file of {@code lines}, each ended by a newline. */
  Path dataFile(String... lines) throws Exception {
    return Files.writeString(tmp.resolve("mine.jsonl"), String.join("\n", lines) + "\n");
  }

  /** A run of {@code file}, once per command (the tests check outcomes, not timing). */
  Result run(Path file, String... more) throws Exception {
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("--data",
        file.toString(), "--runs", "1", "--max-wait", "100", "--startup-runs", "0",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
    args.addAll(java.util.List.of(more));
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  @Test
  void everyBadLineIsNamedInOurWordsAndNothingRuns() throws Exception {
    Path file = dataFile("{\"a\":1}", "{\"a\":1,}", "{\"a\":2}", "[1 2]", "", "{\"b\":tru}");
    Path marker = tmp.resolve("ran");

    Result r = run(file, "touch " + marker + " $FILENAME");

    assertThat(r.status()).isEqualTo(2);
    // Each line may or may not carry the log's prefix: the message is the same either way.
    assertThat(r.err().strip().lines().dropWhile(line -> line.startsWith("INFO: "))
        .map(line -> line.replaceFirst("^ERROR: ", "")))
        .containsExactly(
        "--data " + file + ": 4 bad lines; nothing was run (fix or remove them):",
        "  line 2, column 8: a comma before '}' (JSON allows no trailing comma)",
        "  line 4, column 4: expected ',' or ']' after an array element, found '2'",
        "  line 5, column 1: an empty line (each line must hold one JSON value)",
        "  line 6, column 6: an unknown word where a value should be (JSON's only words are"
            + " true, false and null)");
    assertThat(marker).doesNotExist();

    Result validate = Jsonmark.run(tmp, "validate", "--data", file.toString(), "--cache-dir",
        tmp.resolve("cache").toString(), "touch " + marker + " $FILENAME");
    assertThat(validate.status()).isEqualTo(2);
    assertThat(validate.out()).doesNotContain("| command");
    assertThat(validate.err()).contains("4 bad lines").contains("line 6, column 6: ")
        .doesNotContain("StreamReadFeature", "REDACTED", "Source:");
    assertThat(marker).doesNotExist();
  }

  @Test
  void aByteOrderMarkIsRefusedSayingToRemoveIt() throws Exception {
    Path file = dataFile("\uFEFF{\"a\":1}", "{\"a\":2}");
    Result r = run(file, PROGRAM);
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip().lines().filter(line -> !line.startsWith("INFO: ")))
        .containsExactly("ERROR: --data " + file + ": line 1, column 1: the file"
        + " starts with a byte-order mark (bytes EF BB BF), which JSON Lines does not allow:"
        + " remove it; nothing was run (fix or remove that line)");
  }

  @Test
  void nestingThatEveryDeserializerHereReadsRunsAndDeeperIsRefusedSayingWhy() throws Exception {
    Path deep = dataFile("[".repeat(126) + "{\"a\":null}" + "]".repeat(126), "[]");
    Result r = run(deep, "--validate", "--name", "python", PROGRAM);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("expected checksum " + (126 * 2 + 1 + 3 + 19 + 17 + 2))
        .contains("python values: exact (2 lines");

    Path deeper = dataFile("[".repeat(128) + "]".repeat(128));
    Result refused = run(deeper, PROGRAM);
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err()).contains("line 1, column 128: nested more than 127 levels deep,"
        + " the most that every deserializer in this repository reads");
  }

  @Test
  void anEditedCopyOrSidecarChecksumInTheCacheIsNeverBelieved() throws Exception {
    Path file = dataFile("{\"a\":[1,2.5,\"x\"]}", "[true]");
    long checksum = (1 + 3 + 19 + 2 + 7 + 7 + 5 + 19) + (2 + 11);
    assertThat(run(file, "--name", "python", PROGRAM).status()).isZero();
    Path copy;
    try (var files = Files.list(tmp.resolve("cache"))) {
      copy = files.filter(p -> p.getFileName().toString().matches("Data\\.[0-9a-f]{16}\\.jsonl"))
          .findFirst().orElseThrow();
    }
    Files.writeString(copy, Files.readString(copy).replace("2.5", "7.5"));
    Result edited = run(file, "--name", "python", PROGRAM);
    assertThat(edited.status()).as(edited.err()).isZero();
    assertThat(edited.err()).contains("does not match its SHA-256");

    Path meta = copy.resolveSibling(copy.getFileName() + ".meta.json");
    Files.writeString(meta, Files.readString(meta).replace("\"checksum\" : " + checksum,
        "\"checksum\" : 12345"));
    Result echo = run(file, "--name", "echo", "cat $FILENAME >/dev/null; echo 12345");
    assertThat(echo.status()).isEqualTo(1);
    assertThat(echo.err()).contains("its fields do not match its digest")
        .contains("expected checksum " + checksum);
  }

  @Test
  void linesOfTensOfMegabytesRunInTheLaunchersHeap() throws Exception {
    int blob = 30_000_000;
    int strings = 4_000_000; // "abcdefgh", each: a 40 MB line
    Path file = tmp.resolve("big.jsonl");
    try (var out = new java.io.BufferedWriter(Files.newBufferedWriter(file), 1 << 20)) {
      out.write("{\"blob\":\"");
      for (int i = 0; i < blob / 10; i++) {
        out.write("0123456789");
      }
      out.write("\"}\n[");
      for (int i = 0; i < strings; i++) {
        out.write(i == 0 ? "\"abcdefgh\"" : ",\"abcdefgh\"");
      }
      out.write("]\n{\"n\":1}\n");
    }
    long checksum = (1 + 3 + 19 * 4 + 5 + 19L * blob) + (2 + strings * (5 + 19L * 8))
        + (1 + 3 + 19 + 7);
    ProcessBuilder launcher = new ProcessBuilder(Jsonmark.ROOT.resolve("jsonmark").toString(),
        "--data", file.toString(), "--validate", "--runs", "1", "--startup-runs", "0",
        "--max-wait", "100", "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
        tmp.resolve("results").toString(), "--name", "python", PROGRAM)
        .directory(Jsonmark.ROOT.toFile())
        .redirectOutput(tmp.resolve("out.txt").toFile())
        .redirectError(tmp.resolve("err.txt").toFile());
    launcher.environment().remove("JSONMARK_JAVA_OPTS"); // the launcher's own -Xmx128m, as shipped
    launcher.environment().remove("LOG_LEVEL");

    Result r = Jsonmark.finish(launcher.start(), launcher);

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("(3 records, " + Files.size(file) + " bytes, expected checksum "
        + checksum + ")").contains("python values: exact (1 lines")
        .doesNotContain("OutOfMemoryError");
  }
}
