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
