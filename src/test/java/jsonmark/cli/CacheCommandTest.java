package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.cli.MainTest.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** jsonmark cache on a folder that a real run wrote. */
class CacheCommandTest {

  @TempDir Path tmp;

  private Path cacheWithOneFile() {
    Outcome o = jsonmark("--benchmark", "Simple1Benchmark", "--records", "20",
        "--only-serialize", "--cache-dir", tmp.toString());
    assertThat(o.status()).as(o.err()).isZero();
    return tmp.resolve("Simple1Benchmark.1.jackson.20.jsonl");
  }

  @Test
  void aFreshlyWrittenFileIsListedAsCurrentWithItsRecords() {
    cacheWithOneFile();
    Outcome o = jsonmark("cache", "--cache-dir", tmp.toString());
    assertThat(o.status()).isZero();
    // Columns are padded to their widest cell by the one Markdown table writer.
    assertThat(o.out()).containsPattern("\\| Simple1Benchmark\\.1\\.jackson\\.20\\.jsonl +\\|"
        + " Simple1Benchmark +\\| jackson +\\| +20 \\| ").containsPattern("\\| current +\\|")
        .contains("1 entries,")
        .doesNotContain("--remove-stale");
  }

  @Test
  void removeStaleRemovesAnEditedEntryAndALeftoverAndKeepsTheCurrentOne() throws Exception {
    Path current = cacheWithOneFile();
    Path edited = tmp.resolve("Simple1Benchmark.1.jackson.21.jsonl");
    Files.copy(current, edited);
    Files.writeString(tmp.resolve(edited.getFileName() + ".meta.json"),
        Files.readString(tmp.resolve(current.getFileName() + ".meta.json"))
            .replace("\"records\" : 20", "\"records\" : 21"));
    Files.writeString(tmp.resolve("gone.lock"), "");

    Outcome listed = jsonmark("cache", "--cache-dir", tmp.toString());
    assertThat(listed.out()).contains("broken: its metadata cannot be trusted")
        .contains("2 of 3 entries").contains("jsonmark cache --remove-stale");
    Outcome removed = jsonmark("cache", "--remove-stale", "--cache-dir", tmp.toString());

    assertThat(removed.status()).isZero();
    assertThat(removed.out()).contains("Removed 2 entries").contains("1 current ones kept");
    assertThat(edited).doesNotExist();
    assertThat(tmp.resolve("gone.lock")).doesNotExist();
    assertThat(current).exists();
    assertThat(tmp.resolve(current.getFileName() + ".meta.json")).exists();
  }

  @Test
  void anEntryNamedWithoutTheExtensionIsNeverReusedThenListedAsStaleAndRemoved() throws Exception {
    Path written = cacheWithOneFile();
    Path old = tmp.resolve("Simple1Benchmark.1.jackson.20");
    for (String part : new String[] {"", ".meta.json", ".lock"}) {
      Files.move(tmp.resolve(written.getFileName() + part), tmp.resolve(old.getFileName() + part));
    }

    Outcome again = jsonmark("--benchmark", "Simple1Benchmark", "--records", "20",
        "--only-serialize", "--cache-dir", tmp.toString());
    assertThat(again.status()).as(again.err()).isZero();
    assertThat(again.err()).contains("Writing 20 Simple1Benchmark records")
        .doesNotContain("Using cached");
    assertThat(again.out().strip()).isEqualTo(written.toString());
    Outcome listed = jsonmark("cache", "--cache-dir", tmp.toString());
    assertThat(listed.out())
        .containsPattern("\\| Simple1Benchmark\\.1\\.jackson\\.20 +\\| Simple1Benchmark +\\|")
        .containsPattern("stale: named by an older jsonmark, this version writes"
            + " Simple1Benchmark\\.1\\.jackson\\.20\\.jsonl +\\|")
        .contains("1 of 2 entries");
    Outcome removed = jsonmark("cache", "--remove-stale", "--cache-dir", tmp.toString());

    assertThat(removed.status()).isZero();
    try (var left = Files.list(tmp)) {
      assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(
          "Simple1Benchmark.1.jackson.20.jsonl", "Simple1Benchmark.1.jackson.20.jsonl.meta.json",
          "Simple1Benchmark.1.jackson.20.jsonl.lock");
    }
  }

  @Test
  void aSubcommandsNameIsStillAFolderOrACommandNameAfterAnOption() throws Exception {
    // The Makefile runs ./jsonmark --cache-dir cache ...; --only-serialize writes no results.
    Outcome o = jsonmark("--benchmark", "Simple1Benchmark", "--records", "20",
        "--only-serialize", "--cache-dir", tmp.toString(), "--results-dir", "cache");
    assertThat(o.status()).as(o.err()).isZero();
    Outcome listed = jsonmark("cache", "--cache-dir", "compare");
    assertThat(listed.status()).as(listed.err()).isZero();
    Outcome named = jsonmark("validate", "--cache-dir", tmp.toString(), "--benchmark",
        "Simple1Benchmark", "--name", "cache", "x $FILENAME");
    assertThat(named.err()).doesNotContain("Expected parameter").contains("cache");
  }

  @Test
  void aMissingFolderMeansNothingIsCachedAndAFileIsAUsageError() throws Exception {
    Outcome missing = jsonmark("cache", "--cache-dir", tmp.resolve("none").toString());
    assertThat(missing.status()).isZero();
    assertThat(missing.out()).contains("Nothing is cached");
    Path file = Files.writeString(tmp.resolve("file"), "x");
    jsonmark("cache", "--cache-dir", file.toString())
        .usageError().contains("is not a folder");
  }
}
