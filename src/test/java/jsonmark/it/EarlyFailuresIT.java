package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A program that is not installed is said before any run, and costs the others nothing. */
class EarlyFailuresIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";

  @TempDir Path tmp;

  private Result jsonmark(String... commandsAndOptions) throws Exception {
    List<String> args = new java.util.ArrayList<>(List.of("--benchmark", "Simple1Benchmark",
        "--records", "300", "--runs", "2", "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
    args.addAll(List.of(commandsAndOptions));
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  @Test
  void aMissingProgramIsNamedBeforeTheDataIsWrittenAndTheOthersRun() throws Exception {
    Result r = jsonmark("--name", "typo", "--name", "good", "no-such-parser-xyz $FILENAME",
        PYTHON_JSON);
    assertThat(r.status()).isEqualTo(1);
    List<String> lines = r.err().lines().toList();
    int said = indexOf(lines, "ERROR: typo: no-such-parser-xyz: not found on PATH");
    assertThat(said).as(r.err()).isGreaterThanOrEqualTo(0)
        .isLessThan(indexOf(lines, "Serializer time taken"));
    assertThat(r.err()).contains("INFO: good: 2 runs; ").contains("INFO: typo: 0 runs; ");
  }

  @Test
  void whenNoProgramIsFoundNothingIsWrittenOrRun() throws Exception {
    Result r = jsonmark("--name", "a", "--name", "b", "no-such-parser-xyz $FILENAME",
        "LANG=C ./no/such/parser $FILENAME");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("ERROR: a: no-such-parser-xyz: not found on PATH")
        .contains("ERROR: b: ./no/such/parser: not found (no such file)")
        .contains("nothing to run").doesNotContain("Serializer time taken");
    assertThat(Files.exists(tmp.resolve("results"))).isFalse();
  }

  private static int indexOf(List<String> lines, String start) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(start)) {
        return i;
      }
    }
    return -1;
  }
}
