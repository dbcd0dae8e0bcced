package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs under Valgrind are checked like timed runs: with {@code --measure both}, a Valgrind rerun
 * killed by the timeout, exiting non-zero or printing a wrong checksum fails its run; an
 * instruction Valgrind cannot execute is named with what to do; the count folders of a driver
 * killed while counting are removed by the next one. The programs misbehave only under Valgrind
 * (it puts its preload library in {@code LD_PRELOAD}), so their native runs pass.
 */
class CountChecksIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String UNDER_VALGRIND = "case \"$LD_PRELOAD\" in *vgpreload*) ";

  @TempDir Path tmp;
  private String python;

  @BeforeEach
  void needsValgrind() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    Process p = new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)").start();
    python = new String(p.getInputStream().readAllBytes()).strip();
    assumeTrue(p.waitFor() == 0 && !python.isEmpty(), "python3 is not installed");
  }

  private String reader() {
    return python + " deserializers/python/main.py json $FILENAME";
  }

  private List<String> both(String... rest) {
    List<String> args = new java.util.ArrayList<>(List.of("--benchmark", "Simple1Benchmark",
        "--records", "200", "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
        tmp.resolve("results").toString(), "--measure", "both", "--runs", "1",
        "--startup-runs", "0"));
    args.addAll(List.of(rest));
    return args;
  }

  private JsonNode runs(int command) throws Exception {
    JsonNode summary = JSON.readTree(Jsonmark.onlyResultsFolder(tmp.resolve("results"))
        .resolve("summary.json").toFile());
    return summary.path("commands").get(command).path("runs");
  }

  @Test
  void aValgrindRerunKilledByTheTimeoutFailsItsRunAndKeepsNoCount() throws Exception {
    Result r = Jsonmark.run(tmp, both("--timeout", "10", "--name", "slow",
        UNDER_VALGRIND + "sleep 60;; esac; " + reader()).toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("slow run 1/1 failed: its run under Valgrind timed out after 10 s")
        .doesNotContain("/proc/self/io");
    JsonNode run = runs(0).get(0);
    assertThat(run.path("instructions").isMissingNode() || run.path("instructions").isNull())
        .as(run.toString()).isTrue();
  }

  @Test
  void aCountedRunKilledByTheTimeoutIsATimeoutWithNoWordOfReadsThatCannotBeCounted()
      throws Exception {
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 10),
        "--measure", "instructions", "--runs", "1",
        "--startup-runs", "0", "--timeout", "1", "--name", "sleepy", "sh -c 'sleep 30' $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("sleepy run 1/1 failed: timed out after 1 s")
        .doesNotContain("/proc/self/io").doesNotContain("not checked for having read");
  }

  @Test
  void aValgrindRerunThatExitsNonZeroPrintsAWrongChecksumOrReadsNothingFailsItsRun()
      throws Exception {
    Result cached = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "200",
        "--cache-dir", tmp.resolve("cache").toString(), "--only-serialize");
    JsonNode meta = JSON.readTree(Path.of(cached.out().strip() + ".meta.json").toFile());
    long checksum = meta.path("holds").path("checksum").asLong();
    Result r = Jsonmark.run(tmp, both(
        "--name", "exits", UNDER_VALGRIND + "echo 7; exit 1;; esac; " + reader(),
        "--name", "wrong", UNDER_VALGRIND + "echo 7; exit 0;; esac; " + reader(),
        "--name", "unread", UNDER_VALGRIND + "echo " + checksum + "; exit 0;; esac; " + reader())
        .toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("exits run 1/1 failed: its run under Valgrind exited with status 1")
        .contains("wrong run 1/1 failed: its run under Valgrind printed '7' (expected "
            + checksum + ")")
        .containsPattern("unread run 1/1 failed: its run under Valgrind read [0-9,]+ bytes");
    for (int command = 0; command < 3; command++) {
      assertThat(runs(command).get(0).path("failure").isTextual()).as(runs(command).toString())
          .isTrue();
    }
  }

  @Test
  void anInstructionValgrindCannotExecuteIsNamedWithWhatToDo() throws Exception {
    Path source = tmp.resolve("avx512.c");
    // vpaddd %zmm0, %zmm1, %zmm2: AVX-512, which Valgrind 3.19 does not emulate.
    Files.writeString(source, "int main(void) { __asm__ volatile(\".byte 0x62,0xf1,0x75,0x48,"
        + "0xfe,0xd0\"); return 0; }\n");
    Path program = tmp.resolve("avx512");
    Process gcc;
    try {
      gcc = new ProcessBuilder("gcc", "-o", program.toString(), source.toString()).inheritIO()
          .start();
    } catch (java.io.IOException noGcc) {
      assumeTrue(false, "gcc is not installed");
      return;
    }
    assumeTrue(gcc.waitFor() == 0, "gcc failed");
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 20),
        "--measure", "instructions", "--startup-runs", "0",
        "--name", "avx", program + " $FILENAME");
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err()).contains("avx run 1/1 failed: was killed by SIGILL: Valgrind cannot"
        + " execute one of its instructions (Illegal opcode at address 0x")
        .contains("-march=x86-64-v3");
  }

  @Test
  void theCountFoldersOfADriverKilledWhileCountingAreRemovedByTheNextOne() throws Exception {
    Path temp = Files.createDirectory(tmp.resolve("temp"));
    ProcessBuilder builder = Jsonmark.builder(tmp, List.of("--benchmark", "Simple1Benchmark",
        "--records", "20", "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
        tmp.resolve("results").toString(), "--measure", "instructions", "--startup-runs", "0",
        "sleep 120; cat $FILENAME"));
    builder.command().add(1, "-Djava.io.tmpdir=" + temp);
    Process killed = builder.start();
    Path left = null;
    for (int i = 0; i < 1200 && left == null; i++) {
      try (var files = Files.list(temp)) {
        left = files.filter(f -> f.getFileName().toString()
            .startsWith("jsonmark-cachegrind-" + killed.pid() + "-")).findFirst().orElse(null);
      }
      Thread.sleep(50);
    }
    assertThat(left).as("the count folder of the first driver").isNotNull();
    List<ProcessHandle> tree = killed.descendants().toList();
    killed.destroyForcibly(); // SIGKILL: no clean-up of its own
    assertThat(killed.waitFor(30, TimeUnit.SECONDS)).isTrue();
    tree.forEach(ProcessHandle::destroyForcibly);
    assertThat(left).exists();

    ProcessBuilder next = Jsonmark.builder(tmp, List.of("--benchmark", "Simple1Benchmark",
        "--records", "20", "--cache-dir", tmp.resolve("cache").toString(), "--results-dir",
        tmp.resolve("results2").toString(), "--measure", "instructions", "--startup-runs", "0",
        "--name", "A", reader()));
    next.command().add(1, "-Djava.io.tmpdir=" + temp);
    Result r = Jsonmark.finish(next.start(), next);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("Removed 1 folder of Valgrind's counts left in " + temp);
    assertThat(left).doesNotExist();
    try (var files = Files.list(temp)) {
      assertThat(files.filter(f -> f.getFileName().toString().startsWith("jsonmark-cachegrind-")))
          .isEmpty();
    }
  }
}
