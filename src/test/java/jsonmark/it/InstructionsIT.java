package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --measure instructions} end to end: the real driver runs a Python deserializer and the
 * same twice under Valgrind, and the counts reach every file and {@code compare}; without
 * Valgrind the run is refused in one line.
 */
class InstructionsIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String A = python() + " deserializers/python/main.py json $FILENAME";

  @TempDir Path tmp;

  /**
   * The interpreter python3 stands for: a version manager's shim on PATH (pyenv's) is a tree of
   * some forty bash processes, every one of which Valgrind would count, slowly.
   */
  static String python() {
    try {
      Process p = new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)")
          .redirectErrorStream(true).start();
      String path = new String(p.getInputStream().readAllBytes()).strip();
      return p.waitFor() == 0 && !path.isEmpty() ? path : "python3";
    } catch (java.io.IOException e) {
      return "python3";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "python3";
    }
  }

  @Test
  void countsTheTreeOfEveryRunIntoEveryFileAndCompareGatesOnThem() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 200),
        "--measure", "instructions", "--runs", "2",
        "--startup-runs", "1", "--baseline", "A", "--name", "A", "--name", "AA", A,
        A + " >/dev/null && " + A);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out()).contains("| instructions |");
    // Per record, with start-up taken out: AA does twice A's parsing, give or take the shell.
    java.util.regex.Matcher times = java.util.regex.Pattern
        .compile("AA executes ([0-9.]+)× .*per record").matcher(r.out());
    assertThat(times.find()).as(r.out()).isTrue();
    assertThat(Double.parseDouble(times.group(1))).isCloseTo(2.0, within(0.02));
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    JsonNode summary = JSON.readTree(folder.resolve("summary.json").toFile());
    assertThat(summary.path("options").path("measure").asText()).isEqualTo("instructions");
    JsonNode a = summary.path("commands").get(0).path("instructions");
    JsonNode aa = summary.path("commands").get(1).path("instructions");
    // PYTHONHASHSEED=0 makes Python's counts exact; AA adds a shell to twice A's work.
    assertThat(a.path("exact").asBoolean()).as(a.toString()).isTrue();
    assertThat(a.path("startup").asDouble()).isPositive().isLessThan(a.path("mean").asDouble());
    assertThat(aa.path("relative").path("ratio").asDouble()).isCloseTo(2.0, within(0.02));
    assertThat(summary.path("commands").get(0).path("runs").get(0).path("instructions").asLong())
        .isPositive();
    List<String> csv = Files.readAllLines(folder.resolve("runs.csv"));
    assertThat(csv.get(0)).endsWith(",instructions");
    assertThat(csv.get(1)).matches(".*,[0-9]+$");
    // Under --measure instructions the counts lead: their table comes first, Valgrind's times after.
    String summaryMd = Files.readString(folder.resolve("summary.md"));
    assertThat(summaryMd).contains("## Results: instructions");
    assertThat(summaryMd.indexOf("## Results: instructions"))
        .isLessThan(summaryMd.indexOf("## Wall time under Valgrind"));
    assertThat(Files.readString(folder.resolve("report.html"))).contains("id=\"instructions\"");

    Result same = Jsonmark.run(tmp, "compare", "--results-dir", tmp.resolve("cmp").toString(),
        "--fail-on-regression", "1", folder.toString(), folder.toString());
    assertThat(same.status()).as(same.err()).isZero();
    assertThat(same.out()).contains("A instructions", "+0.000 %");
  }

  @Test
  void bothTimesEveryRunNativelyAndCountsTheFirstThreeUnderValgrind() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 200), "--measure", "both", "--runs", "5",
        "--startup-runs", "1", "--max-wait", "100", "--name", "A", A);
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode summary = JSON.readTree(Jsonmark.onlyResultsFolder(tmp.resolve("results"))
        .resolve("summary.json").toFile());
    JsonNode runs = summary.path("commands").get(0).path("runs");
    assertThat(runs.size()).isEqualTo(5);
    for (int i = 0; i < 5; i++) {
      assertThat(runs.get(i).has("instructions") && !runs.get(i).path("instructions").isNull())
          .as("run %d: %s", i + 1, runs.get(i)).isEqualTo(i < 3);
    }
    // A native Python run of 200 records takes well under a second, under Valgrind seconds;
    long counted = runs.get(0).path("instructions").asLong();
    assertThat(counted).isPositive();
    // so a counted run's time is its native run's, like an uncounted one's.
    assertThat(runs.get(0).path("seconds").asDouble()).isLessThan(runs.get(4).path("seconds")
        .asDouble() * 3);
  }

  /**
   * node counts exactly with the V8 flags the driver hands counted runs in {@code
   * $JSONMARK_NODE_FLAGS} (1.8 % over five runs without them on 1,000 records), and a timed run
   * of the same command, which does not get them, still passes.
   */
  @Test
  void nodeCountsExactlyWithTheFlagsTheDriverGivesCountedRuns() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    assumeTrue(Jsonmark.onPath("node"), "node is not installed");
    Result r = Jsonmark.run(tmp, Jsonmark.small(tmp, 100), "--measure", "both", "--runs", "2",
        "--startup-runs", "0", "--timeout", "1200", "--name", "nodejs",
        "node $JSONMARK_NODE_FLAGS deserializers/nodejs/main.js $FILENAME");
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode counts = JSON.readTree(Jsonmark.onlyResultsFolder(tmp.resolve("results"))
        .resolve("summary.json").toFile()).path("commands").get(0).path("instructions");
    assertThat(counts.path("runs").asInt()).isEqualTo(2);
    assertThat(counts.path("exact").asBoolean()).as(counts.toString()).isTrue();
  }

  @Test
  void withoutValgrindTheRunIsRefusedInOneLineSayingHowToInstallIt() throws Exception {
    Path bin = Files.createDirectory(tmp.resolve("bin"));
    Path java = Path.of(ProcessHandle.current().info().command().orElseThrow());
    Files.createSymbolicLink(bin.resolve("java"), java);
    ProcessBuilder builder = Jsonmark.builder(tmp, List.of("--benchmark", "Simple1Benchmark",
        "--records", "10", "--cache-dir", tmp.resolve("cache").toString(), "--measure",
        "instructions", A));
    builder.environment().put("PATH", bin.toString());
    Result r = Jsonmark.finish(builder.start(), builder);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("apt-get install valgrind").hasLineCount(1)
        .doesNotContain("Exception");
  }
}
