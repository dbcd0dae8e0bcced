package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import jsonmark.cli.MainTest.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportOptionsTest {

  static final String[] RUN = {"--benchmark", "Simple1Benchmark", "cat $FILENAME"};

  static Outcome with(String... options) {
    String[] all = new String[RUN.length + options.length];
    System.arraycopy(options, 0, all, 0, options.length);
    System.arraycopy(RUN, 0, all, options.length, RUN.length);
    return jsonmark(all);
  }

  @Test
  void refusesASchemaOtherThanOneOrTwo() {
    with("--export-json", "x.json", "--export-json-schema", "3")
        .usageError().contains("--export-json-schema must be 1 (hyperfine 1.x's layout) or 2"
        + " (hyperfine 2.0's), not 3").hasLineCount(2);
  }

  @Test
  void refusesASchemaWithoutTheJsonExport() {
    with("--export-json-schema", "2")
        .usageError().contains("give --export-json PATH too");
  }

  @Test
  void refusesTwoExportsToStandardOutput() {
    with("--export-json", "-", "--export-markdown", "-")
        .usageError().contains("only one export can go to standard output (-)");
  }

  @Test
  void refusesTwoExportsToOneFile() {
    with("--export-json", "r.txt", "--export-csv", "r.txt")
        .usageError().contains("two exports would write r.txt");
  }

  @Test
  void aNameOfStandardOutputIsStandardOutput() {
    with("--export-json", "-", "--export-markdown", "/dev/stdout")
        .usageError().contains("only one export can go to standard output (-)");
  }

  @Test
  void everyOutputPathIsCheckedBeforeAnythingRuns(@TempDir Path tmp) throws IOException {
    Path file = Files.writeString(tmp.resolve("plain"), "x");
    String[] run = {"--records", "100", "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()};
    Map<String, String> refusals = Map.of(
        "--export-json", tmp.resolve("no/such/r.json") + ": cannot write there: no such folder: "
            + tmp.resolve("no/such"),
        "--export-csv", tmp + ": cannot write there: it is a folder",
        "--export-markdown", file.resolve("r.md") + ": cannot write there: " + file
            + " is a file, not a folder");
    for (Map.Entry<String, String> refusal : refusals.entrySet()) {
      String path = refusal.getValue().substring(0, refusal.getValue().indexOf(": "));
      String[] options = Stream.concat(Stream.of(run),
          Stream.of(refusal.getKey(), path)).toArray(String[]::new);
      Outcome o = with(options);
      assertThat(o.status()).as(refusal.getKey()).isEqualTo(2);
      assertThat(o.err()).as(refusal.getKey()).contains("jsonmark: " + refusal.getKey() + " "
          + refusal.getValue() + "; choose another path");
    }
    with("--records", "100", "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", file.resolve("results").toString())
        .usageError().contains("cannot create the results folder in "
        + file.resolve("results") + ": " + file + " is a file, not a directory; choose another"
        + " --results-dir");
    assertThat(tmp.resolve("cache")).as("nothing was generated").doesNotExist();
    assertThat(tmp.resolve("results")).doesNotExist();
    assertThat(file).hasContent("x");
  }

  @Test
  void refusesAnExportWithOnlySerialize() {
    with("--only-serialize", "--export-csv", "r.csv")
        .usageError().contains("--only-serialize runs no command");
  }
}
