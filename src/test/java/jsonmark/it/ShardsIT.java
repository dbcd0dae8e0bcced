package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A counted plan run in 4 shards (--shard-by command) and merged gives every count one run of
 * the whole plan gives, to the instruction; a shard missing is refused, and merged anyway with
 * --allow-partial, the result is one that compare's gate does not pass.
 */
class ShardsIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PY = InstructionsIT.python() + " deserializers/python/main.py";

  @TempDir Path tmp;

  private List<String> plan() {
    return List.of("--benchmark", "Simple1Benchmark", "--records", "100", "--cache-dir",
        tmp.resolve("cache").toString(), "--measure", "instructions", "--runs", "2",
        "--startup-runs", "1", "--name", "json", PY + " json $FILENAME", "--name", "env",
        "env JSONMARK_PART=1 " + PY + " json $FILENAME", "--name", "sh",
        "sh -c '" + PY + " json \"$1\"' sh $FILENAME");
  }

  private Result jsonmark(List<String> args) throws Exception {
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  private Result run(String results, String... more) throws Exception {
    return run(plan(), results, more);
  }

  private Result run(List<String> plan, String results, String... more) throws Exception {
    List<String> args = new ArrayList<>(plan);
    args.addAll(List.of("--results-dir", tmp.resolve(results).toString()));
    args.addAll(List.of(more));
    return jsonmark(args);
  }

  @Test
  void fourCountedShardsMergeIntoTheCountsOfOneRun() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    Result whole = run("whole");
    assertThat(whole.status()).as(whole.err()).isZero();
    List<String> parts = new ArrayList<>(List.of("merge"));
    for (int k = 1; k <= 4; k++) {
      Result part = run("part-" + k, "--shard", k + "/4", "--shard-by", "command");
      assertThat(part.status()).as(part.err()).isZero();
      parts.add(tmp.resolve("part-" + k).toString());
    }
    List<String> merge = new ArrayList<>(parts);
    merge.addAll(List.of("--results-dir", tmp.resolve("merged").toString()));
    Result merged = jsonmark(merge);
    assertThat(merged.status()).as(merged.err()).isZero();
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("merged"));
    JsonNode summary = JSON.readTree(folder.resolve("summary.json").toFile());
    assertThat(counts(summary)).isEqualTo(counts(JSON.readTree(
        Jsonmark.onlyResultsFolder(tmp.resolve("whole")).resolve("summary.json").toFile())));
    assertThat(counts(summary)).hasSize(3);
    assertThat(summary.path("shard").path("parts")).hasSize(3); // 3 units: one part is empty
    for (String file : List.of("summary.md", "report.html", "runs.csv", "instructions.png")) {
      assertThat(folder.resolve(file)).isNotEmptyFile();
    }

    // A part missing: refused, naming it; merged with --allow-partial, no gate passes on it.
    List<String> three = new ArrayList<>(parts.subList(0, 3));
    three.add(parts.get(4));
    three.addAll(List.of("--results-dir", tmp.resolve("partial").toString()));
    Result refused = jsonmark(three);
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err()).contains("shard 3/4 is missing (given: 1/4, 2/4, 4/4)");
    three.add("--allow-partial");
    Result partial = jsonmark(three);
    assertThat(partial.status()).as(partial.err()).isZero();
    Result gate = jsonmark(List.of("compare",
        Jsonmark.onlyResultsFolder(tmp.resolve("whole")).toString(),
        Jsonmark.onlyResultsFolder(tmp.resolve("partial")).toString(),
        "--fail-on-regression", "5", "--allow-incomplete"));
    assertThat(gate.status()).as(gate.out()).isEqualTo(1);
    assertThat(gate.out() + gate.err()).contains("merged without some of its parts");
  }

  /**
   * The same for every deserializer of this repository, on a small file: what {@code make
   * test-shards-all} runs, with the commands of the runnable targets in the file that {@code
   * JSONMARK_ALL_COMMANDS} names (a name, a tab, the command, a line each); skipped without it.
   */
  @Test
  void everyDeserializerInFourCountedShardsMergesIntoTheCountsOfOneRun() throws Exception {
    String file = System.getenv("JSONMARK_ALL_COMMANDS");
    assumeTrue(file != null, "JSONMARK_ALL_COMMANDS is not set: make test-shards-all sets it");
    List<String> commands = new ArrayList<>();
    for (String line : java.nio.file.Files.readAllLines(Path.of(file))) {
      String[] nameAndCommand = line.split("\t", 2);
      commands.addAll(List.of("--name", nameAndCommand[0], nameAndCommand[1]));
    }
    List<String> plan = new ArrayList<>(List.of("--benchmark", "Simple1Benchmark", "--records",
        "100", "--cache-dir", tmp.resolve("cache").toString(), "--measure", "instructions",
        "--runs", "2", "--startup-runs", "1", "--timeout", "600"));
    plan.addAll(commands);
    List<String> whole = new ArrayList<>(plan);
    whole.addAll(List.of("--results-dir", tmp.resolve("whole").toString()));
    Result one = jsonmark(whole);
    assertThat(one.status()).as(one.err()).isZero();
    List<String> merge = new ArrayList<>(List.of("merge"));
    for (int k = 1; k <= 4; k++) {
      List<String> part = new ArrayList<>(plan);
      part.addAll(List.of("--results-dir", tmp.resolve("part-" + k).toString(), "--shard",
          k + "/4", "--shard-by", "command"));
      Result r = jsonmark(part);
      assertThat(r.status()).as(r.err()).isZero();
      merge.add(tmp.resolve("part-" + k).toString());
    }
    merge.addAll(List.of("--results-dir", tmp.resolve("merged").toString()));
    Result merged = jsonmark(merge);
    assertThat(merged.status()).as(merged.err()).isZero();
    Map<String, List<Long>> counts = counts(JSON.readTree(Jsonmark.onlyResultsFolder(
        tmp.resolve("merged")).resolve("summary.json").toFile()));
    assertThat(counts).hasSize(commands.size() / 3).isEqualTo(counts(JSON.readTree(
        Jsonmark.onlyResultsFolder(tmp.resolve("whole")).resolve("summary.json").toFile())));
  }

  @Test
  void shardsOfDifferentPlansAreRefused() throws Exception {
    List<String> timed = List.of("--benchmark", "all", "--records", "20", "--cache-dir",
        tmp.resolve("cache").toString(), "--runs", "1", "--startup-runs", "0", "--max-wait",
        "100", PY + " json $FILENAME");
    Result a = run(timed, "a", "--shard", "1/2");
    assertThat(a.status()).as(a.err()).isZero();
    Result b = run(timed, "b", "--shard", "2/3");
    assertThat(b.status()).as(b.err()).isZero();
    Result merge = jsonmark(List.of("merge", tmp.resolve("a").toString(),
        tmp.resolve("b").toString(), "--results-dir", tmp.resolve("m").toString()));
    assertThat(merge.status()).isEqualTo(2);
    assertThat(merge.err()).startsWith("jsonmark: the plan hash differs: ");
    assertThat(tmp.resolve("m")).doesNotExist();
  }

  @Test
  void aMergedFolderCarriesThePartsSamplesRunsAndExports() throws Exception {
    List<String> timed = List.of("--benchmark", "all", "--records", "20", "--cache-dir",
        tmp.resolve("cache").toString(), "--runs", "2", "--startup-runs", "0", "--max-wait",
        "100", "--profile", "--interval", "20", "--name", "py", PY + " json $FILENAME");
    List<String> merge = new ArrayList<>(List.of("merge"));
    Map<String, String> parts = new LinkedHashMap<>();
    for (int k = 1; k <= 2; k++) {
      Result part = run(timed, "p" + k, "--shard", k + "/2", "--export-json",
          tmp.resolve("p" + k + ".json").toString());
      assertThat(part.status()).as(part.err()).isZero();
      Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("p" + k));
      merge.add(folder.toString());
      try (var files = java.nio.file.Files.walk(folder)) {
        for (Path f : files.filter(f -> f.toString().endsWith(".csv")).toList()) {
          parts.put(folder.relativize(f).toString(), java.nio.file.Files.readString(f));
        }
      }
    }
    merge.addAll(List.of("--results-dir", tmp.resolve("m").toString(), "--export-json",
        tmp.resolve("m.json").toString(), "--export-csv", tmp.resolve("m.csv").toString()));
    Result merged = jsonmark(merge);
    assertThat(merged.status()).as(merged.err()).isZero();
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("m"));
    assertThat(parts.keySet()).anyMatch(f -> f.contains("profile/py-2.csv"))
        .anyMatch(f -> f.endsWith("runs.csv"));
    // A benchmark's files are its part's; the overview's runs.csv holds every part's rows.
    for (Map.Entry<String, String> part : parts.entrySet()) {
      assertThat(java.nio.file.Files.readAllLines(folder.resolve(part.getKey())))
          .as(part.getKey()).containsAll(part.getValue().lines().toList());
    }
    JsonNode json = JSON.readTree(tmp.resolve("m.json").toFile());
    assertThat(json.path("results")).hasSize(4);
    int timesInParts = 0;
    for (int k = 1; k <= 2; k++) {
      for (JsonNode r : JSON.readTree(tmp.resolve("p" + k + ".json").toFile()).path("results")) {
        timesInParts += r.path("times").size();
      }
    }
    int times = 0;
    for (JsonNode r : json.path("results")) {
      times += r.path("times").size();
    }
    assertThat(times).isEqualTo(timesInParts).isEqualTo(8);
    assertThat(tmp.resolve("m.csv")).content().hasLineCount(5);
  }

  @Test
  void planTakesItsCostsFromTheHistoryAndPartsGivenOtherCostsAreRefused() throws Exception {
    List<String> timed = List.of("--benchmark", "all", "--records", "20", "--cache-dir",
        tmp.resolve("cache").toString(), "--runs", "1", "--startup-runs", "0", "--max-wait",
        "100", "--name", "py", PY + " json $FILENAME");
    List<String> plan = new ArrayList<>(List.of("plan", "--shards", "2", "--results-dir",
        tmp.resolve("h").toString()));
    plan.addAll(timed);
    Result estimated = jsonmark(plan);
    assertThat(estimated.status()).as(estimated.err()).isZero();
    assertThat(estimated.out()).doesNotContain("costs");
    assertThat(tmp.resolve("h")).doesNotExist(); // plan creates no store
    Result recorded = run(timed, "h"); // records its runs in h/history.sqlite
    assertThat(recorded.status()).as(recorded.err()).isZero();
    Result measured = jsonmark(plan);
    assertThat(measured.status()).as(measured.err()).isZero();
    JsonNode entries = JSON.readTree(measured.out()).path("include");
    String costs = entries.get(0).path("costs").asText();
    assertThat(JSON.readTree(costs).fieldNames()).toIterable()
        .containsExactlyInAnyOrder("Simple1Benchmark", "Canada1Benchmark", "Citm1Benchmark",
            "Twitter1Benchmark");
    assertThat(entries.get(1).path("costs").asText()).isEqualTo(costs);
    assertThat(entries.get(0).path("plan_hash").asText())
        .isNotEqualTo(JSON.readTree(estimated.out()).path("include").get(0).path("plan_hash")
            .asText());

    Result a = run(timed, "a", "--shard", "1/2", "--shard-costs", costs, "--no-history");
    assertThat(a.status()).as(a.err()).isZero();
    Result b = run(timed, "b", "--shard", "2/2", "--no-history");
    assertThat(b.status()).as(b.err()).isZero();
    Result merge = jsonmark(List.of("merge", tmp.resolve("a").toString(),
        tmp.resolve("b").toString(), "--results-dir", tmp.resolve("m").toString()));
    assertThat(merge.status()).isEqualTo(2);
    assertThat(merge.err()).startsWith("jsonmark: the plan hash differs: "
        + entries.get(0).path("plan_hash").asText() + " in shard 1/2");
  }

  /** Each command's counts by name: every run's, and its start-up's. */
  static Map<String, List<Long>> counts(JsonNode summary) {
    Map<String, List<Long>> counts = new LinkedHashMap<>();
    for (JsonNode command : summary.path("commands")) {
      List<Long> each = new ArrayList<>();
      for (JsonNode run : command.path("runs")) {
        each.add(run.path("instructions").asLong());
      }
      each.add(command.path("instructions").path("startup").asLong());
      assertThat(each).doesNotContain(0L);
      counts.put(command.path("name").asText(), each);
    }
    return counts;
  }

}
