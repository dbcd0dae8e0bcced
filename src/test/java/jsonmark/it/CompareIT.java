package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsonmark compare} on folders that the real driver wrote. The commands sleep fixed
 * durations (sleeper.sh) so that the true change is known: the same in A and B ("steady"),
 * 20 % longer in B ("slowed"), 2 % longer ("nudged"). Nothing asserts a time; the figures are
 * asserted only through what the test must conclude from them.
 */
class CompareIT {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir static Path tmp;
  private static Path a;
  private static Path b;
  private static Path otherData;
  /**
   * A and B without the host's reference workload: their commands sleep, so their times do not
   * follow the host's speed, and setting them against it (as compare does for commands that
   * compute) would make the verdicts below depend on how busy this machine was.
   */
  private static Path aSleeps;
  private static Path bSleeps;
  private static List<String> argvOfA;

  @BeforeAll
  static void runTheDriverTwiceOnTheSameDataAndOnceOnOther() throws Exception {
    Path script = tmp.resolve("sleeper.sh");
    Files.copy(Path.of("src/test/resources/jsonmark/it/sleeper.sh"), script);
    long checksum = checksum(200);
    argvOfA = run("a", 200, checksum, script, 10, 1.0, 1.0, "fake 1.0");
    a = Jsonmark.onlyResultsFolder(tmp.resolve("results-a"));
    run("b", 200, checksum, script, 10, 1.2, 1.02, "fake 1.1");
    b = Jsonmark.onlyResultsFolder(tmp.resolve("results-b"));
    run("c", 300, checksum(300), script, 2, 1.0, 1.0, "fake 1.0");
    otherData = Jsonmark.onlyResultsFolder(tmp.resolve("results-c"));
    aSleeps = copy(a, "a-sleeps", summary -> summary.remove("host"));
    bSleeps = copy(b, "b-sleeps", summary -> summary.remove("host"));
  }

  /** Generates the data file of {@code records} records and reads its expected checksum. */
  private static long checksum(int records) throws Exception {
    Result r = Jsonmark.run(tmp, "--only-serialize", "--benchmark", "Simple1Benchmark",
        "--records", String.valueOf(records), "--cache-dir", tmp.resolve("cache").toString());
    assertThat(r.status()).as(r.err()).isZero();
    Path meta = tmp.resolve("cache/Simple1Benchmark.1.jackson." + records + ".jsonl.meta.json");
    return JSON.readTree(meta.toFile()).path("holds").path("checksum").asLong();
  }

  private static List<String> run(String label, int records, long checksum, Path script,
      int runs, double slowed, double nudged, String nudgedLibrary) throws Exception {
    List<String> args = new ArrayList<>(List.of("--benchmark", "Simple1Benchmark", "--records",
        String.valueOf(records), "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results-" + label).toString(), "--runs",
        String.valueOf(runs), "--startup-runs", "0", "--host-reference",
        "--name", "steady", "--name", "slowed", "--name", "nudged", "--name", "only-" + label));
    args.add(sleeper(script, label + "-steady", 1.0, "fake 1.0", checksum));
    args.add(sleeper(script, label + "-slowed", slowed, "fake 1.0", checksum));
    args.add(sleeper(script, label + "-nudged", nudged, nudgedLibrary, checksum));
    args.add(sleeper(script, label + "-only", 0.1, "fake 1.0", checksum));
    Result r = Jsonmark.run(tmp, args.toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    return args;
  }

  private static String sleeper(Path script, String state, double factor, String library,
      long checksum) {
    return "sh '" + script + "' '" + tmp.resolve(state) + "' " + factor + " '" + library + "' "
        + checksum + " $FILENAME";
  }

  private static Result compare(String... args) throws Exception {
    List<String> all = new ArrayList<>(List.of("compare", "--results-dir",
        tmp.resolve("compared").toString()));
    all.addAll(List.of(args));
    return Jsonmark.run(tmp, all.toArray(String[]::new));
  }

  private static JsonNode change(JsonNode compareJson, String command) {
    for (JsonNode row : compareJson.path("benchmarks").get(0).path("rows")) {
      if (row.path("name").asText().equals(command)) {
        return row.path("changes").get(0);
      }
    }
    throw new AssertionError("no row " + command + " in " + compareJson);
  }

  private static Path newestComparison() throws IOException {
    try (Stream<Path> folders = Files.list(tmp.resolve("compared"))) {
      return folders.filter(p -> p.getFileName().toString().endsWith("-compare")
          || p.getFileName().toString().matches(".*-compare-\\d+")).sorted()
          .reduce((x, y) -> y).orElseThrow();
    }
  }

  @Test
  void aTwentyPercentSlowdownIsASignificantRegressionWhoseIntervalHoldsTheTrueChange()
      throws Exception {
    Result r = compare(aSleeps.toString(), bSleeps.toString());
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode json = JSON.readTree(newestComparison().resolve("compare.json").toFile());
    JsonNode slowed = change(json, "slowed");
    assertThat(slowed.path("verdict").asText()).as(slowed.toString()).isEqualTo("slower");
    // 20 % of the sleep; the driver's and the shell's overhead (under 0.1 s) dilute it to 17 %.
    assertThat(slowed.path("low_percent").asDouble()).as(slowed.toString()).isLessThan(20);
    assertThat(slowed.path("high_percent").asDouble()).as(slowed.toString()).isGreaterThan(17);
    JsonNode steady = change(json, "steady");
    assertThat(steady.path("verdict").asText()).as(steady.toString()).isEqualTo("~");
    assertThat(r.out()).containsPattern("\n  steady .* ~ ");
  }

  @Test
  void eachRunTimesTheHostsReferenceAndCompareSaysWhatItDidAboutIt() throws Exception {
    Result r = compare(a.toString(), b.toString());
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode json = JSON.readTree(newestComparison().resolve("compare.json").toFile());
    // Both runs (--host-reference) timed the host's reference workload in each of their 10
    // rounds, and compare says what it did about it in every view.
    JsonNode host = json.path("benchmarks").get(0).path("host").get(0);
    assertThat(host.path("method").asText()).isIn("normalised", "steady", "declined");
    assertThat(JSON.readTree(a.resolve("summary.json").toFile()).path("host").path("seconds"))
        .hasSize(10);
    assertThat(r.out()).contains("Host: a fixed CPU loop").containsPattern(
        "\n  B vs A +(normalised|steady|declined) ");
    assertThat(Files.readString(newestComparison().resolve("compare.md")))
        .contains("Host: a fixed CPU loop");
  }

  @Test
  void failOnRegressionTenExitsOneNamingOnlyTheSlowedCommand() throws Exception {
    Result r = compare("--fail-on-regression", "10", aSleeps.toString(), bSleeps.toString());
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).containsPattern("significantly slower by more than 10.0%:"
        + " Simple1Benchmark slowed \\+\\d+\\.\\d% \\(B vs A\\)")
        .doesNotContain("nudged").doesNotContain("steady");
  }

  @Test
  void whatDiffersBesidesTheCommandsIsPrintedAboveTheTableAndOneSidedCommandsApart()
      throws Exception {
    Result r = compare(a.toString(), b.toString());
    String out = r.out();
    assertThat(out).contains("libraries of nudged: fake 1.0 → fake 1.1");
    assertThat(out.indexOf("libraries of nudged")).isLessThan(out.indexOf("\nSimple1Benchmark\n"));
    assertThat(out).contains("only-a: only in A").contains("only-b: only in B");
    assertThat(out).doesNotContain("\u001b["); // not a terminal: no colour
  }

  @Test
  void theComparisonFolderHoldsEveryFileAndNothingHalfWritten() throws Exception {
    assertThat(compare(a.toString(), b.toString()).status()).isZero();
    Path folder = newestComparison();
    for (String file : List.of("compare.md", "compare.json", "compare.html", "change.png")) {
      assertThat(folder.resolve(file)).isNotEmptyFile();
    }
    try (Stream<Path> all = Files.list(tmp.resolve("compared"))) {
      assertThat(all.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
    }
    assertThat(Files.readString(folder.resolve("compare.html"))).contains("data:image/png;base64,");
  }

  @Test
  void theSummaryRecordsTheVersionTheExactArgumentsAndEachCommandsLibraries() throws Exception {
    JsonNode summary = JSON.readTree(a.resolve("summary.json").toFile());
    assertThat(summary.path("format_version").asInt()).isEqualTo(jsonmark.report.format.SummaryJson.FORMAT_VERSION);
    assertThat(summary.path("jsonmark_version").asText()).isNotBlank();
    List<String> argv = new ArrayList<>();
    summary.path("argv").forEach(v -> argv.add(v.asText()));
    // The test helper may add options of its own (--max-wait); the given ones come in order.
    assertThat(argv).containsSubsequence(argvOfA);
    assertThat(summary.path("benchmark_version").asInt()).isEqualTo(1);
    assertThat(summary.path("commands").get(0).path("libraries").get(0).asText())
        .isEqualTo("fake 1.0");
  }

  @Test
  void differentDataIsRefusedSayingWhyUnlessAllowed() throws Exception {
    Result refused = compare(a.toString(), otherData.toString());
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err().strip()).doesNotContain("\n")
        .contains("did not read the same data for Simple1Benchmark")
        .contains("records 200 vs 300").contains("--allow-different-data");
    Result allowed = compare("--allow-different-data", a.toString(), otherData.toString());
    assertThat(allowed.status()).as(allowed.err()).isZero();
    assertThat(allowed.out()).contains("compared anyway").contains("records: 200 → 300");
  }

  @Test
  void aFolderThatIsNotAResultsFolderIsAOneLineUsageError() throws Exception {
    Result r = compare(a.toString(), tmp.resolve("cache").toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n").contains("is not a results folder");
  }

  @Test
  void aFolderFromANewerFormatIsAOneLineUsageError() throws Exception {
    Path newer = copy(a, "newer", summary -> summary.put("format_version", 99));
    Result r = compare(a.toString(), newer.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n")
        .contains("written by a newer jsonmark (result format 99");
  }

  @Test
  void anOlderFolderWithoutTheNewKeysStillComparesSayingWhatItLacksOnce() throws Exception {
    Path older = copy(a, "older", summary -> {
      summary.remove(List.of("format_version", "jsonmark_version", "argv", "benchmark_version"));
      summary.path("commands").forEach(c -> ((ObjectNode) c).remove("libraries"));
    });
    Result r = compare(older.toString(), b.toString());
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out().split("written by an older jsonmark", -1)).hasSize(2);
    assertThat(r.out()).doesNotContain("libraries of");
  }

  private static Path copy(Path folder, String name,
      java.util.function.Consumer<ObjectNode> edit) throws IOException {
    Path copy = tmp.resolve(name);
    Files.createDirectories(copy);
    ObjectNode summary = (ObjectNode) JSON.readTree(folder.resolve("summary.json").toFile());
    edit.accept(summary);
    Files.writeString(copy.resolve("summary.json"), JSON.writeValueAsString(summary));
    return copy;
  }
}
