package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --data files are told apart by what results call them: two files of one name in two folders
 * get a results subfolder each, the same file twice is refused, and a name holding a newline or
 * a pipe breaks no log line, title or table.
 */
class DataNamesIT {

  static final String PROGRAM =
      "python3 src/test/resources/jsonmark/validate/roundtrip.py exact $FILENAME";

  @TempDir Path tmp;

  /** A run of {@code files}, once per command (the tests check outcomes, not timing). */
  Result run(List<Path> files, String... more) throws Exception {
    List<String> args = new ArrayList<>();
    files.forEach(f -> args.addAll(List.of("--data", f.toString())));
    args.addAll(List.of("--runs", "1", "--max-wait", "100", "--startup-runs", "0",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString(), "--name", "python", PROGRAM));
    args.addAll(List.of(more));
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  Path file(String name, String content) throws Exception {
    Path file = tmp.resolve(name);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, content);
  }

  @Test
  void twoFilesOfOneNameInTwoFoldersGetASubfolderEach() throws Exception {
    Path first = file("old/x.jsonl", "{\"a\":1}\n");
    Path second = file("new/x.jsonl", "{\"a\":1}\n[2]\n");

    Result r = run(List.of(first, second));

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("Benchmark old/x.jsonl (1 of 2)")
        .contains("Benchmark new/x.jsonl (2 of 2)");
    Path top = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(Files.readString(top.resolve("old_x.jsonl/summary.md")))
        .startsWith("# JSONMark: old/x.jsonl\n");
    assertThat(Files.readString(top.resolve("new_x.jsonl/summary.md")))
        .startsWith("# JSONMark: new/x.jsonl\n");
    assertThat(r.out())
        .containsPattern("\\| old/x\\.jsonl \\(m?s\\) +\\| new/x\\.jsonl \\(m?s\\) +\\|");
  }

  @Test
  void theSameFileTwiceIsRefusedBeforeAnythingRuns() throws Exception {
    Path data = file("x.jsonl", "{\"a\":1}\n");
    Path again = tmp.resolve("sub/../x.jsonl");
    Files.createDirectories(tmp.resolve("sub"));

    Result r = run(List.of(data, again));

    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("--data " + again + " is the file that --data " + data
        + " names already: give each file once");
    assertThat(tmp.resolve("results")).doesNotExist();
  }

  @Test
  void aNameWithANewlineAndAPipeBreaksNoLineTitleOrTable() throws Exception {
    Path data = file("p|q\nERROR: r.jsonl", "{\"a\":1}\n");

    Result r = run(List.of(data));

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err().lines()).allMatch(l -> l.matches("(DEBUG|INFO|WARN|ERROR): .*"))
        .noneMatch(l -> l.startsWith("ERROR: r.jsonl"));
    assertThat(r.err()).contains("Checking " + tmp + "/p|q\\u000aERROR: r.jsonl (");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(Files.readString(folder.resolve("summary.md")))
        .startsWith("# JSONMark: p|q\\u000aERROR: r.jsonl\n\n");

    Result cache = Jsonmark.run(tmp, "cache", "--cache-dir", tmp.resolve("cache").toString());
    assertThat(cache.status()).as(cache.err()).isZero();
    List<String> rows = cache.out().lines().filter(l -> l.startsWith("| Data.")).toList();
    assertThat(rows).hasSize(2).allMatch(row -> row.split("(?<!\\\\)\\|", -1).length == 9)
        .anyMatch(row -> row.matches(".*\\| user data: a copy of "
            + java.util.regex.Pattern.quote(tmp + "/p\\|q\\u000aERROR: r.jsonl") + " +\\|"));
  }
}
