package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's own deserializers on the fault families, the value cases and 100,000
 * unclosed brackets: Python's json always (it needs nothing but python3), and the typed Gson
 * variant when its jar is built ({@code make java-gson} builds it).
 */
class ConformanceFamiliesIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";

  static final Path JAVA_JAR = Path.of("deserializers/java/target/jsonmark-deserializers.jar");

  static final String JAVA_GSON = "java -jar " + JAVA_JAR + " gson $FILENAME";

  @TempDir Path tmp;

  private Path conformance(String name, String command) throws Exception {
    Result r = Jsonmark.run(tmp, "conformance", "--results-dir", tmp.resolve(name).toString(),
        "--name", name, command);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("Traceback", "StackOverflowError");
    return Jsonmark.onlyResultsFolder(tmp.resolve(name));
  }

  /** The conformance.csv row of {@code caseName} (quoted when longer than 24 characters). */
  private static String row(Path folder, String caseName) throws Exception {
    return Files.readAllLines(folder.resolve("conformance.csv")).stream()
        .filter(line -> line.contains("," + caseName + ",")
            || line.contains(",\"" + caseName + "\","))
        .findFirst().orElseThrow(() -> new AssertionError("no row for " + caseName));
  }

  /** What the command wrote to stderr on one case, as the log keeps it. */
  private static List<String> stderrOn(Path folder, String name, String caseName)
      throws Exception {
    String log = Files.readString(folder.resolve("logs/" + name + ".stderr.log"));
    int start = log.indexOf("== " + caseName + " (");
    assertThat(start).as("no stderr on " + caseName).isNotNegative();
    int end = log.indexOf("\n== ", start + 1);
    String section = log.substring(log.indexOf('\n', start) + 1, end < 0 ? log.length() : end + 1);
    return section.lines().toList();
  }

  @Test
  void pythonJsonRejectsEveryFamilyReadsEveryValueAndSaysInOneLineItIsNestedTooDeeply()
      throws Exception {
    Path folder = conformance("python-json", PYTHON_JSON);

    assertThat(Files.readString(folder.resolve("conformance.md")))
        .containsPattern("\\| python-json +\\| +158/158 \\| +32/32 \\| +126/126 \\|");
    assertThat(row(folder, "nan-nested")).contains(",must_reject,true,true,rejected,\"exit 1\",1,");
    assertThat(row(folder, "values-long-mantissa"))
        .contains(",must_accept,true,true,accepted,\"values exact, checksum 15\",0,15,15,");
    for (String deep : List.of("deep-nesting", "deep-nesting-nested", "deep-nesting-unknown-key")) {
      assertThat(row(folder, deep)).contains(",true,true,rejected,\"exit 1\",1,");
      assertThat(stderrOn(folder, "python-json", deep)).singleElement().asString()
          .contains("line 2: nested too deeply for the parser");
    }
  }

  @Test
  void typedGsonChecksTheValueItSkipsAndTheOneItReadsAsAnyValue() throws Exception {
    assumeTrue(Files.isRegularFile(JAVA_JAR), "the Java deserializers are not built");
    Path folder = conformance("java-gson", JAVA_GSON);

    assertThat(row(folder, "nan-unknown-key")).contains(",true,true,rejected,\"exit 1\",1,");
    assertThat(row(folder, "trailing-comma-object-nested"))
        .contains(",true,true,rejected,\"exit 1\",1,");
    assertThat(row(folder, "values-subnormals")).contains(",true,true,accepted,\"values exact");
    for (String deep : List.of("deep-nesting", "deep-nesting-nested", "deep-nesting-unknown-key")) {
      assertThat(row(folder, deep)).contains(",true,true,rejected,\"exit 1\",1,");
      assertThat(stderrOn(folder, "java-gson", deep)).singleElement().asString()
          .startsWith("jsonmark-deserializers gson: ").contains("invalid JSON on line 2: ");
    }
    assertThat(row(folder, "nesting-500-deep"))
        .contains(",implementation_defined,false,,rejected,");
    assertThat(stderrOn(folder, "java-gson", "nesting-500-deep")).singleElement().asString()
        .contains("Nesting limit 255 reached");
  }
}
