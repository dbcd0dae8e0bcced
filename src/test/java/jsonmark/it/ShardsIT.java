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
        "--startup-runs", "1", "--name", "json", PY + " json $FILENAME", "--name", "twice",
        PY + " json $FILENAME >/dev/null && " + PY + " json $FILENAME", "--name", "sh",
        "sh -c '" + PY + " json \"$1\"' sh $FILENAME");
  }

  private Result jsonmark(List<String> args) throws Exception {
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  private Result run(String results, String... more) throws Exception {
    List<String> args = new ArrayList<>(plan());
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

  @Test
  void shardsOfDifferentPlansAreRefused() throws Exception {
    Result a = run("a", "--shard", "1/2", "--measure", "time", "--runs", "1");
    assertThat(a.status()).as(a.err()).isZero();
    Result b = run("b", "--shard", "2/3", "--measure", "time", "--runs", "1");
    assertThat(b.status()).as(b.err()).isZero();
    Result merge = jsonmark(List.of("merge", tmp.resolve("a").toString(),
        tmp.resolve("b").toString(), "--results-dir", tmp.resolve("m").toString()));
    assertThat(merge.status()).isEqualTo(2);
    assertThat(merge.err()).startsWith("jsonmark: the plan hash differs: ");
    assertThat(tmp.resolve("m")).doesNotExist();
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
