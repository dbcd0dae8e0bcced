package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A piped run says little before its table: one line per command, each kind of warning once;
 * --quiet and LOG_LEVEL=WARN still say where the results went.
 */
class QuietTerminalIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";
  static final List<String> NAMES = List.of("alpha", "bravo", "charlie", "delta");

  @TempDir Path tmp;

  private Result jsonmark(Map<String, String> env, String... options) throws Exception {
    List<String> args = new ArrayList<>(List.of("--benchmark", "Simple1Benchmark",
        "--records", "300", "--runs", "3", "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
    args.addAll(List.of(options));
    for (String name : NAMES) {
      args.addAll(List.of("--name", name));
    }
    for (String name : NAMES) {
      args.add(PYTHON_JSON);
    }
    ProcessBuilder builder = Jsonmark.builder(tmp, args);
    builder.environment().putAll(env);
    return Jsonmark.finish(builder.start(), builder);
  }

  @Test
  void aPipedRunOfFourCommandsSaysOneLinePerCommandAndEachWarningOnce() throws Exception {
    Result r = jsonmark(Map.of());
    assertThat(r.status()).as(r.err()).isZero();
    List<String> lines = r.err().lines().toList();
    assertThat(lines).noneMatch(line -> line.contains("Round"));
    for (String name : NAMES) {
      assertThat(lines).as(name).filteredOn(line -> line.startsWith("INFO: " + name + ":")).hasSize(1)
          .first().asString().contains(name + ": 3 runs; ").contains("Deserialize time taken: ");
      assertThat(lines).as(name).filteredOn(line -> line.startsWith("WARN: ")
          && line.contains(name)).doesNotHaveDuplicates();
    }
    // A kind of warning about several commands names them all in one line.
    Map<String, Long> kinds = lines.stream().filter(line -> line.startsWith("WARN: "))
        .map(QuietTerminalIT::withoutNames)
        .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    assertThat(kinds).as(r.err()).allSatisfy((kind, count) -> assertThat(count).isEqualTo(1));
    // Set-up (generation, the data file, how the commands run), one line per command, at most
    // one per kind of warning (start-up, spread, first run), where the results went.
    assertThat(lines).as(r.err()).hasSizeLessThanOrEqualTo(6 + NAMES.size() + 3 + 1);
    assertThat(lines.get(lines.size() - 1)).startsWith("INFO: Results written to ");
    assertThat(r.out()).contains("| alpha ").contains("| delta ");
  }

  @Test
  void quietPrintsOnlyTheTableAndWhereTheResultsWent() throws Exception {
    Result r = jsonmark(Map.of(), "--quiet");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err().lines()).singleElement().asString()
        .startsWith("INFO: Results written to " + tmp.resolve("results"));
    assertThat(r.out()).contains("| command ").contains("| alpha ").contains("| delta ");
  }

  @Test
  void logLevelWarnStillSaysWhereTheResultsWent() throws Exception {
    Result r = jsonmark(Map.of("LOG_LEVEL", "WARN"));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err().lines().filter(line -> line.startsWith("INFO: ")))
        .singleElement().asString().startsWith("INFO: Results written to ");
  }

  /** A warning's words without the commands it names, so that two of one kind read alike. */
  private static String withoutNames(String line) {
    String words = line;
    for (String name : NAMES) {
      words = words.replace(name, "");
    }
    return words.replaceAll("[0-9.±]+", "#");
  }
}
