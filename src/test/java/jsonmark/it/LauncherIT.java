package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ./jsonmark, as users run it: from any folder, and with stdout kept for the results. */
class LauncherIT {

  @TempDir Path tmp;

  @Test
  void aLinkToTheLauncherRunsTheDriverFromAnotherFolderAndLeavesNothingThere() throws Exception {
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    Path link = Files.createSymbolicLink(bin.resolve("jsonmark"), Jsonmark.ROOT.resolve("jsonmark"));
    Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
    Process process =
        new ProcessBuilder(link.toString(), "--version")
            .directory(elsewhere.toFile())
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output).contains("jsonmark").doesNotContain("no POM");
    try (var files = Files.list(elsewhere)) {
      assertThat(files).as("no target/ or other file in the current folder").isEmpty();
    }
  }

  @Test
  void theDriversJitCompilerThreadsLiveAsLongAsItSoTheirReadsAreNeverACommands()
      throws Exception {
    ProcessBuilder builder = new ProcessBuilder(Jsonmark.ROOT.resolve("jsonmark").toString(),
        "--version").redirectErrorStream(true);
    builder.environment().put("JSONMARK_JAVA_OPTS", "-XX:+PrintFlagsFinal");
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(output).containsPattern("bool UseDynamicNumberOfCompilerThreads +=\\s*false");
  }

  /**
   * The launcher and the jar copied to a folder of their own, so that its class-data archive is
   * the test's: a pom.xml and src/main older than the jar, so the launcher does not rebuild.
   */
  private Path launcherCopy() throws Exception {
    Path root = Files.createDirectories(tmp.resolve("repo"));
    Files.createDirectories(root.resolve("src/main"));
    Files.writeString(root.resolve("pom.xml"), "");
    Path jar = Files.createDirectories(root.resolve("target")).resolve("jsonmark.jar");
    Files.copy(Jsonmark.ROOT.resolve("target/jsonmark.jar"), jar);
    Files.copy(Jsonmark.ROOT.resolve("jsonmark"), root.resolve("jsonmark"));
    java.nio.file.attribute.FileTime old = java.nio.file.attribute.FileTime.fromMillis(
        System.currentTimeMillis() - 60_000);
    Files.setLastModifiedTime(root.resolve("pom.xml"), old);
    Files.setLastModifiedTime(root.resolve("src/main"), old);
    return root;
  }

  /** A benchmark run of a command that reads the file, through the launcher in {@code root}. */
  private String benchmarkRun(Path root, String checksum) throws Exception {
    Process process = new ProcessBuilder(root.resolve("jsonmark").toString(), "--benchmark",
        "Simple1Benchmark", "--records", "100", "--runs", "2", "--startup-runs", "0",
        "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
        tmp.resolve("results").toString(), "-q", "-n", "cat",
        "cat $FILENAME > /dev/null; echo " + checksum)
        .redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    return output;
  }

  @Test
  void theFirstBenchmarkRunArchivesItsClassesForTheNextAndAStaleArchiveFailsNoRun()
      throws Exception {
    Path root = launcherCopy();
    Process serialize = new ProcessBuilder(root.resolve("jsonmark").toString(), "--benchmark",
        "Simple1Benchmark", "--records", "100", "--only-serialize", "--cache-dir",
        tmp.resolve("cache").toString()).redirectErrorStream(true).start();
    serialize.getInputStream().readAllBytes();
    assertThat(serialize.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(serialize.exitValue()).isZero();
    String checksum = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
        tmp.resolve("cache/Simple1Benchmark.1.jackson.100.jsonl.meta.json").toFile())
        .path("holds").path("checksum").asText();
    Path archive = root.resolve("target/jsonmark.jsa");
    assertThat(archive).as("--only-serialize makes no archive").doesNotExist();

    benchmarkRun(root, checksum); // dumps its classes to a file of its own
    benchmarkRun(root, checksum); // puts that file in place, and maps it
    assertThat(archive).isNotEmptyFile();
    try (var files = Files.list(root.resolve("target"))) {
      // sqlite-jdbc's native library is extracted beside the jar too, on purpose (NativeSqlite)
      assertThat(files.map(p -> p.getFileName().toString())
              .filter(name -> !name.startsWith("sqlite-jdbc-")))
          .as("no dump left beside it").containsExactlyInAnyOrder("jsonmark.jar", "jsonmark.jsa");
    }

    // An archive the JVM cannot use (not one it wrote), newer than the jar: ignored, unsaid.
    Files.delete(archive); // the JVM writes it read-only
    Files.write(archive, new byte[4096]);
    String output = benchmarkRun(root, checksum);
    assertThat(output).doesNotContainIgnoringCase("shared").doesNotContainIgnoringCase("cds")
        .contains("cat");
  }

  @Test
  void aCrashOfTheDriversJvmReportsOnStderrAndLeavesItsFileInTheTemporaryFolder()
      throws Exception {
    Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
    Path temporary = Files.createDirectories(tmp.resolve("temporary"));
    ProcessBuilder builder =
        new ProcessBuilder(Jsonmark.ROOT.resolve("jsonmark").toString(), "--benchmark",
            "Simple1Benchmark", "--records", "2000000", "--only-serialize", "--cache-dir",
            tmp.resolve("cache").toString())
            .directory(elsewhere.toFile())
            .redirectOutput(tmp.resolve("out.txt").toFile())
            .redirectError(tmp.resolve("err.txt").toFile());
    // A deliberate crash: HotSpot aborts at the first OutOfMemoryError, which 8 MiB soon gives.
    builder.environment().put("JSONMARK_JAVA_OPTS", "-Xmx8m -XX:+CrashOnOutOfMemoryError");
    builder.environment().put("TMPDIR", temporary.toString());
    Process process = builder.start();
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    String out = Files.readString(tmp.resolve("out.txt"));
    String err = Files.readString(tmp.resolve("err.txt"));
    assertThat(process.exitValue()).as(err).isEqualTo(134); // SIGABRT
    assertThat(err).contains("# A fatal error has been detected by the Java Runtime Environment")
        .contains(temporary.resolve("jsonmark-hs_err_pid").toString());
    assertThat(out).as("stdout, the results stream").doesNotContain("fatal error").isEmpty();
    try (var files = Files.list(elsewhere)) {
      assertThat(files).as("no hs_err file in the current folder").isEmpty();
    }
    try (var files = Files.list(temporary)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .anyMatch(name -> name.matches("jsonmark-hs_err_pid\\d+\\.log"));
    }
  }

  @Test
  void resultsAndMessagesSharingOneFileDoNotOverwriteEachOther() throws Exception {
    // stdout and stderr into one file (> log 2>&1): the descriptor the results are written to is
    // the very one stdout was, so its writes and stderr's share one offset in the file.
    Path log = tmp.resolve("log.txt");
    String command = "python3 " + Jsonmark.ROOT.resolve("deserializers/python/main.py")
        + " json $FILENAME";
    Process process =
        new ProcessBuilder("sh", "-c", "\"$0\" \"$@\" > " + log + " 2>&1",
            Jsonmark.ROOT.resolve("jsonmark").toString(), "--benchmark", "Simple1Benchmark",
            "--records", "200", "--runs", "1", "--startup-runs", "0", "--max-wait", "100",
            "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
            tmp.resolve("results").toString(), "--name", "json", command)
            .directory(tmp.toFile())
            .start();
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    String text = Files.readString(log);
    assertThat(process.exitValue()).as(text).isZero();
    assertThat(text).contains("INFO: json: 1 run; Deserialize time taken: ").contains("\n| command")
        .contains("\n| json ").contains("INFO: Results written to");
  }
}
