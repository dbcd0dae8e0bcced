package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.it.Jsonmark.Result;
import jsonmark.report.Fixtures;
import jsonmark.report.RunIdentity;
import jsonmark.report.format.SummaryJson;
import jsonmark.testing.PostgresServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The history through the real jar: a run records itself as it ends, into SQLite by default or
 * a real PostgreSQL server; importing it again adds nothing; eight jsonmark processes writing to
 * one SQLite store at once lose nothing; a broken store costs one line, not the results folder
 * or the exit status.
 */
class HistoryIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";

  @TempDir Path tmp;

  private Result run(String... extra) throws Exception {
    List<String> args = new ArrayList<>(List.of("--benchmark", "Simple1Benchmark",
        "--records", "300", "--runs", "2", "--startup-runs", "0",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
    args.addAll(List.of(extra));
    args.add(PYTHON_JSON);
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  private void recordsItselfAndImportsOnce(String... store) throws Exception {
    Result r = run(store);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("history");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(Files.readString(folder.resolve("summary.json"))).contains("\"run\" : {");
    List<String> again = new ArrayList<>(List.of("history", "import", folder.toString(),
        "--results-dir", tmp.resolve("results").toString()));
    again.addAll(List.of(store));
    Result imported = Jsonmark.run(tmp, again.toArray(String[]::new));
    assertThat(imported.status()).as(imported.err()).isZero();
    assertThat(imported.out()).contains(": 0 runs added, 1 already recorded.");
    List<String> list = new ArrayList<>(List.of("history", "--results-dir",
        tmp.resolve("results").toString()));
    list.addAll(List.of(store));
    Result listed = Jsonmark.run(tmp, list.toArray(String[]::new));
    assertThat(listed.status()).as(listed.err()).isZero();
    assertThat(listed.out()).contains("| " + PYTHON_JSON).contains("| Simple1Benchmark |")
        .contains("| time ").contains("|    1 |");
  }

  @Test
  void aRunRecordsItselfInTheDefaultStoreAndImportingItAgainAddsNothing() throws Exception {
    recordsItselfAndImportsOnce();
    assertThat(tmp.resolve("results/history.sqlite")).isRegularFile();
  }

  @Test
  void aRunRecordsItselfInPostgresqlTheSameWay() throws Exception {
    try (PostgresServer server = PostgresServer.startOrSkip()) {
      recordsItselfAndImportsOnce("--history", server.newDatabase());
    }
    assertThat(tmp.resolve("results/history.sqlite")).doesNotExist();
  }

  @Test
  void noHistoryRecordsNothing() throws Exception {
    Result r = run("--no-history");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(tmp.resolve("results/history.sqlite")).doesNotExist();
  }

  @Test
  void aCorruptStoreCostsOneLineNotTheFolderOrTheExitStatus() throws Exception {
    Path store = tmp.resolve("broken.sqlite");
    Files.writeString(store, "not a database, only text that is long enough to be read as one");
    Result r = run("--history", "jdbc:sqlite:" + store);
    assertThat(r.status()).as(r.err()).isZero();
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(folder.resolve("summary.json")).isRegularFile();
    assertThat(r.err()).contains("WARN: the history store " + store + " is corrupt (not a"
        + " readable SQLite database); the results are intact: import them later with"
        + " jsonmark history import " + folder);
    assertThat(r.err().lines().filter(l -> l.contains("history store"))).hasSize(1);
    assertThat(r.err()).doesNotContain("Exception");
  }

  @Test
  void eightProcessesWritingToOneSqliteStoreAtOnceLoseNothing() throws Exception {
    Path store = tmp.resolve("shared/history.sqlite");
    List<Process> processes = new ArrayList<>();
    List<ProcessBuilder> builders = new ArrayList<>();
    for (int p = 0; p < 8; p++) {
      Path folders = tmp.resolve("from" + p);
      for (int i = 0; i < 5; i++) {
        Path folder = Files.createDirectories(folders.resolve("run" + i));
        RunIdentity id = new RunIdentity("run-" + p + "-" + i, Optional.empty());
        Files.writeString(folder.resolve("summary.json"),
            new SummaryJson().render(Fixtures.report().withRun(id)));
      }
      ProcessBuilder builder = Jsonmark.builder(tmp, List.of("history", "import",
          folders.toString(), "--history", "jdbc:sqlite:" + store));
      builders.add(builder);
      processes.add(builder.start());
    }
    for (int p = 0; p < 8; p++) {
      Result r = Jsonmark.finish(processes.get(p), builders.get(p));
      assertThat(r.status()).as(r.err()).isZero();
      assertThat(r.out()).contains(": 5 runs added, 0 already recorded.");
    }
    Result all = Jsonmark.run(tmp, "history", "import", tmp.toString(), "--history",
        "jdbc:sqlite:" + store);
    assertThat(all.out()).contains(": 0 runs added, 40 already recorded.");
  }
}
