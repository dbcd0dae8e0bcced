package jsonmark.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryStoreTest {

  @TempDir Path tmp;

  private Path folder(String name, Report report) throws Exception {
    Path folder = Files.createDirectories(tmp.resolve("results").resolve(name));
    Files.writeString(folder.resolve("summary.json"), new SummaryJson().render(report));
    return folder;
  }

  private static long count(HistoryStore store, String table) throws Exception {
    try (Statement statement = store.connection().createStatement();
        ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM " + table)) {
      rows.next();
      return rows.getLong(1);
    }
  }

  @Test
  void importsAFolderOnceHoweverOftenItIsImported() throws Exception {
    Path folder = folder("2024-05-06_070809_Simple1Benchmark", Fixtures.report()
        .withRun(Fixtures.RUN));
    StoreLocation location = StoreLocation.sqlite(tmp.resolve("results/history.sqlite"));
    try (HistoryStore store = HistoryStore.open(location)) {
      assertThat(Importer.run(store, List.of(folder)).sentence())
          .isEqualTo("1 run added, 0 already recorded");
      assertThat(Importer.run(store, List.of(tmp.resolve("results"))).sentence())
          .isEqualTo("0 runs added, 1 already recorded");
      // only python-orjson passed: a failed command's times are not its speed
      assertThat(count(store, "runs")).isEqualTo(1);
      assertThat(count(store, "points")).isEqualTo(1);
      assertThat(count(store, "series")).isEqualTo(1);
    }
  }

  @Test
  void aSecondOpeningFindsTheSchemaInPlace() throws Exception {
    StoreLocation location = StoreLocation.sqlite(tmp.resolve("h/history.sqlite"));
    HistoryStore.open(location).close();
    try (HistoryStore store = HistoryStore.open(location)) {
      assertThat(count(store, "runs")).isZero();
    }
  }

  @Test
  void nothingButTheStoreIsLeftOnceItIsClosed() throws Exception {
    Path folder = folder("2024-05-06_070809_Simple1Benchmark", Fixtures.report()
        .withRun(Fixtures.RUN));
    StoreLocation location = StoreLocation.sqlite(tmp.resolve("results/history.sqlite"));
    for (int opening = 0; opening < 2; opening++) {
      try (HistoryStore store = HistoryStore.open(location)) {
        Importer.run(store, List.of(folder));
      }
      try (java.util.stream.Stream<Path> files = Files.list(tmp.resolve("results"))) {
        assertThat(files.map(f -> f.getFileName().toString()))
            .containsExactlyInAnyOrder("history.sqlite", folder.getFileName().toString());
      }
    }
  }

  @Test
  void aRunTheDriverHoldsIsRecordedFromMemoryAsItsFolderWouldBe() throws Exception {
    Report written = Fixtures.report().withRun(Fixtures.RUN);
    Path folder = folder("2024-05-06_070809_Simple1Benchmark", written);
    Report read = SummaryJson.read(folder.resolve("summary.json")).reports().get(0);
    assertThat(Entries.of(written, folder)).isEqualTo(Entries.of(read, folder));
    // The report in memory is the one recorded: the file is not read.
    Report held = written.withRun(new jsonmark.report.RunIdentity("held", java.util.Optional
        .empty()));
    try (HistoryStore store = HistoryStore.open(StoreLocation.sqlite(tmp.resolve("h.sqlite")));
        Statement statement = store.connection().createStatement()) {
      Importer.run(store, List.of(folder), java.util.Map.of(folder, held));
      ResultSet rows = statement.executeQuery("SELECT run_id FROM runs");
      assertThat(rows.next()).isTrue();
      assertThat(rows.getString(1)).isEqualTo("held");
      assertThat(rows.next()).isFalse();
    }
  }

  @Test
  void theSchemaVersionIsTheHighestMigration() throws Exception {
    try (java.util.stream.Stream<Path> files = Files.list(Path.of("src/main/resources/db/migration"))) {
      assertThat(files.map(f -> f.getFileName().toString())
          .map(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).max(Integer::compare))
          .contains(HistoryStore.SCHEMA_VERSION);
    }
  }

  @Test
  void aCorruptStoreIsSaidInOneLine() throws Exception {
    Path file = tmp.resolve("history.sqlite");
    Files.write(file, new byte[4096]); // zeros: no SQLite header
    Files.writeString(file, "this is not a database, just text long enough to be read....");
    assertThatThrownBy(() -> HistoryStore.open(StoreLocation.sqlite(file)))
        .isInstanceOf(StoreException.class)
        .hasMessage("the history store " + file + " is corrupt (not a readable SQLite"
            + " database)");
  }

  @Test
  void rebuildingEmptiesTheStoreFirst() throws Exception {
    Path folder = folder("one", Fixtures.report().withRun(Fixtures.RUN));
    try (HistoryStore store = HistoryStore.open(StoreLocation.sqlite(tmp.resolve("h.sqlite")))) {
      Importer.run(store, List.of(folder));
      store.clear();
      assertThat(count(store, "runs")).isZero();
      assertThat(Importer.run(store, List.of(folder)).added()).isEqualTo(1);
    }
  }

  @Test
  void aFolderWrittenBeforeRunIdsGetsTheSameIdEachTime() {
    Report old = Fixtures.report(jsonmark.result.RowOrder.AUTO, java.util.Optional.empty());
    assertThat(Entries.runId(old)).startsWith("legacy-").isEqualTo(Entries.runId(old));
    assertThat(Entries.runId(old.withRun(Fixtures.RUN))).isEqualTo(Fixtures.RUN.id());
  }
}
