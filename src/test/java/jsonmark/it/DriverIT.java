package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real driver against real deserializers on a few thousand records. */
class DriverIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";
  static final String NODE = "node deserializers/nodejs/main.js $FILENAME";

  @TempDir Path tmp;

  Result jsonmark(String... commandsAndOptions) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, 3000), commandsAndOptions);
  }

  @Test
  void pythonAndNodeDeserializersPassWithTheExpectedChecksum() throws Exception {
    assumeTrue(Jsonmark.onPath("node"), "node is not installed");
    Result r = jsonmark("--name", "python-json", "--name", "nodejs", PYTHON_JSON, NODE);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err())
        .containsPattern("Serializer time taken: \\d+\\.\\d+s \\(\\d+\\.\\d+ lines/sec\\)")
        .containsPattern("Deserialize time taken: \\d+\\.\\d+s \\(\\d+\\.\\d+ lines/sec\\)")
        .doesNotContain("ERROR");
    assertThat(r.out()).containsPattern("\\| python-json +\\|").containsPattern("\\| nodejs +\\|");
  }

  @Test
  void javaJacksonDeserializerPasses() throws Exception {
    Path jar = Jsonmark.ROOT.resolve("deserializers/java/target/jsonmark-deserializers.jar");
    if (!Files.exists(jar)) {
      Process build =
          new ProcessBuilder("mvn", "-B", "-q", "-f", "deserializers/java/pom.xml", "package",
                  "-DskipTests")
              .directory(Jsonmark.ROOT.toFile())
              .inheritIO()
              .start();
      assertThat(build.waitFor()).isZero();
    }
    Result r = jsonmark("java -jar " + jar + " jackson $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
  }

  @Test
  void wrongChecksumFailsShowingExpectedAndActual() throws Exception {
    Result r = jsonmark("--name", "liar", "python3 -c 'print(41)' $FILENAME");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).containsPattern("liar run 1/1 failed: printed '41' \\(expected -?\\d+\\)");
  }

  @Test
  void aFailingCommandDoesNotStopTheOthers() throws Exception {
    Result r = jsonmark("--name", "crash", "--name", "good", "sh -c 'exit 3' $FILENAME", PYTHON_JSON);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .contains("crash run 1/1 failed: exited with status 3")
        .contains("INFO: good: 1 run; ")
        .containsPattern("Deserialize time taken");
  }

  @Test
  void commandNotFoundIsReportedAsStatus127() throws Exception {
    Result r =
        // With a command that starts, so that the missing one gets its run: alone, it would be
        // said before the data is written, and nothing run (EarlyFailuresIT).
        jsonmark("--shell", "always", "--name", "missing", "--name", "good",
            "no-such-deserializer $FILENAME", PYTHON_JSON);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("exited with status 127 (command not found?)").contains("not found");
  }

  @Test
  void aDeserializerThatPrintsNothingFails() throws Exception {
    Result r = jsonmark("--name", "silent", "true $FILENAME");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("silent run 1/1 failed: printed no checksum on stdout");
  }

  @Test
  void aDeserializerThatPrintsTextFails() throws Exception {
    Result r = jsonmark("--name", "chatty", "echo done $FILENAME");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("chatty run 1/1 failed: printed 'done ");
  }

  @Test
  void theSecondRunReusesTheCachedFile() throws Exception {
    assertThat(jsonmark(PYTHON_JSON).status()).isZero();
    Result again = jsonmark(PYTHON_JSON);
    assertThat(again.status()).isZero();
    assertThat(again.err()).contains("Using cached").doesNotContain("Serializer time taken");
  }

  @Test
  void aDataFileRemovedBehindTheDriversBackIsWrittenAgain() throws Exception {
    assertThat(jsonmark("--only-serialize").status()).isZero();
    Files.delete(tmp.resolve("cache/Simple1Benchmark.1.jackson.3000.jsonl"));
    Result r = jsonmark(PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("is missing; writing it again").contains("Serializer time taken");
  }

  @Test
  void aDataFileEditedBehindTheDriversBackIsDetectedAndWrittenAgain() throws Exception {
    assertThat(jsonmark("--only-serialize").status()).isZero();
    Path data = tmp.resolve("cache/Simple1Benchmark.1.jackson.3000.jsonl");
    String text = Files.readString(data);
    Files.writeString(data, text.replaceFirst("\"integer_1\":(-?\\d)", "\"integer_1\":9"));
    assertThat(Files.size(data)).isEqualTo(text.length());
    Result r = jsonmark(PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("does not match its SHA-256").contains("Serializer time taken");
  }

  @Test
  void aTruncatedDataFileIsDetectedAndWrittenAgain() throws Exception {
    assertThat(jsonmark("--only-serialize").status()).isZero();
    Path data = tmp.resolve("cache/Simple1Benchmark.1.jackson.3000.jsonl");
    byte[] bytes = Files.readAllBytes(data);
    Files.write(data, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    Result r = jsonmark(PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("has the wrong size").contains("Serializer time taken");
  }

  @Test
  void metadataThatDoesNotMatchIsNeverTrusted() throws Exception {
    assertThat(jsonmark("--only-serialize").status()).isZero();
    Path meta = tmp.resolve("cache/Simple1Benchmark.1.jackson.3000.jsonl.meta.json");
    Files.writeString(meta, Files.readString(meta).replace("\"seed\" : 42", "\"seed\" : 7"));
    Result r = jsonmark(PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    // A hand edit breaks the sidecar's digest; a genuine key change says "written differently".
    assertThat(r.err()).contains("its fields do not match its digest")
        .contains("Serializer time taken");
  }

  @Test
  void missingMetadataMeansTheFileIsWrittenAgain() throws Exception {
    assertThat(jsonmark("--only-serialize").status()).isZero();
    Files.delete(tmp.resolve("cache/Simple1Benchmark.1.jackson.3000.jsonl.meta.json"));
    Result r = jsonmark(PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("has no metadata").contains("Serializer time taken");
  }

  @Test
  void withoutCacheDirTheTemporaryFileIsDeletedAtExit() throws Exception {
    Path marker = tmp.resolve("seen-path");
    Result r =
        Jsonmark.run(
            tmp, "--benchmark", "Simple1Benchmark", "--records", "100", "--results-dir",
            tmp.resolve("results").toString(),
            "sh -c 'printf %s \"$1\" > " + marker + "; python3 deserializers/python/main.py json \"$1\"' sh $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
    Path used = Path.of(Files.readString(marker));
    assertThat(used).doesNotExist();
    assertThat(used.getParent()).doesNotExist();
  }

  @Test
  void hostilePathsAreOneArgumentAndNeverCode() throws Exception {
    assumeTrue(Files.exists(Path.of("/bin/sh")));
    Path hostile = tmp.resolve("a b'c\"d;$(touch PWNED)`touch PWNED2`$HOME ü");
    Result r =
        Jsonmark.run(
            tmp, "--benchmark", "Simple1Benchmark", "--records", "500",
            "--cache-dir", hostile.resolve("cache").toString(),
            "--results-dir", hostile.resolve("results").toString(),
            PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(hostile.resolve("cache/Simple1Benchmark.1.jackson.500.jsonl")).isRegularFile();
    assertThat(Jsonmark.onlyResultsFolder(hostile.resolve("results"))).isDirectory();
    assertThat(Jsonmark.ROOT.resolve("PWNED")).doesNotExist();
    assertThat(Jsonmark.ROOT.resolve("PWNED2")).doesNotExist();
  }

  @Test
  void exitStatusIs2ForAUsageErrorFromARealProcess() throws Exception {
    Result r = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--runs", "0", "x $FILENAME");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("--runs").doesNotContain("at jsonmark.");
  }

  @Test
  void aProfiledMultiRunInvocationWritesOneRowPerRunAndEveryResultFile() throws Exception {
    Result r =
        jsonmark("--runs", "3", "--warmup", "1", "--profile", "--name", "burner",
            "python3 -c \"import time; t = time.time(); "
                + "all(iter(lambda: time.time() - t < 0.6, False))\" && " + PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).containsPattern("CPU \\(%\\)  : max=\\d+\\.\\d\\d  50%=\\d+\\.\\d\\d  95%=\\d+\\.\\d\\d")
        .containsPattern("MEM \\(MiB\\): max=\\d+\\.\\d\\d  50%=\\d+\\.\\d\\d  95%=\\d+\\.\\d\\d");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    java.util.List<String> rows = Files.readAllLines(folder.resolve("runs.csv"));
    assertThat(rows).hasSize(4);
    assertThat(rows.subList(1, 4)).allMatch(row -> row.startsWith("Simple1Benchmark,burner,"));
    for (String file : new String[] {"summary.md", "summary.json", "time.png", "cpu.png",
        "memory.png", "profile/burner-1.csv", "profile/burner-3.csv"}) {
      assertThat(folder.resolve(file)).isNotEmptyFile();
    }
    assertThat(Files.readString(folder.resolve("summary.md"))).contains("| burner");
  }
}
