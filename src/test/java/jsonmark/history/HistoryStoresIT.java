package jsonmark.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import jsonmark.stats.changes.GateVerdict;
import jsonmark.testing.PostgresServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same behaviour from both stores: the embedded SQLite file and a real PostgreSQL server
 * (started by the test; skipped with a SKIPPED line where none can start, failed under
 * JSONMARK_REQUIRE_ALL=1).
 */
class HistoryStoresIT {

  @TempDir static Path tmp;

  private static PostgresServer postgres;
  private static int sqliteFiles;

  static Stream<String> stores() {
    return Stream.of("sqlite", "postgresql");
  }

  private static StoreLocation store(String kind) throws Exception {
    if (kind.equals("sqlite")) {
      return StoreLocation.sqlite(tmp.resolve("store" + ++sqliteFiles + "/history.sqlite"));
    }
    if (postgres == null) {
      postgres = PostgresServer.startOrSkip();
    }
    return StoreLocation.of(postgres.newDatabase());
  }

  @AfterAll
  static void stop() throws Exception {
    if (postgres != null) {
      postgres.close();
    }
  }

  @ParameterizedTest
  @MethodSource("stores")
  void recordsEachRunOnceAndReadsTheLineBackInTimeOrder(String kind) throws Exception {
    StoreLocation location = store(kind);
    try (HistoryStore store = HistoryStore.open(location)) {
      for (int i = 5; i >= 1; i--) {
        assertThat(store.record(SyntheticRuns.run("a", i, i, "complete"))).isTrue();
      }
      assertThat(store.record(SyntheticRuns.run("a", 3, 3, "complete"))).isFalse();
      store.record(SyntheticRuns.run("a", 6, 6, "interrupted"));
      List<Line> lines = HistoryQueries.lines(store, Selection.ALL);
      assertThat(lines).hasSize(1);
      assertThat(lines.get(0).points()).extracting(StoredPoint::value)
          .containsExactly(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
      assertThat(lines.get(0).evidence()).hasSize(5); // the interrupted run is no evidence
    }
  }

  @ParameterizedTest
  @MethodSource("stores")
  void theGateHoldsANewRunAgainstItsSeriesSinceTheLastChangePoint(String kind)
      throws Exception {
    try (HistoryStore store = HistoryStore.open(store(kind))) {
      for (int i = 0; i < 12; i++) {
        store.record(SyntheticRuns.run("b", i, SyntheticRuns.steady(i), "complete"));
      }
      Gate gate = new Gate(5, 10, 30);
      Verdict slower = gate.check(store, SyntheticRuns.run("b", 20, 1.2, "complete")).get(0);
      assertThat(slower.verdict().kind()).isEqualTo(GateVerdict.Kind.REGRESSION);
      assertThat(slower.verdict().points()).isEqualTo(12);
      assertThat(gate.check(store, SyntheticRuns.run("b", 21, 1.0, "complete")).get(0)
          .verdict().kind()).isEqualTo(GateVerdict.Kind.WITHIN);
      // Only the runs before it count: run 5 has 5 earlier runs, fewer than 10.
      assertThat(gate.check(store, SyntheticRuns.run("b", 5, 1.2, "complete")).get(0)
          .verdict().kind()).isEqualTo(GateVerdict.Kind.TOO_FEW_POINTS);
    }
  }

  @ParameterizedTest
  @MethodSource("stores")
  void eightWritersAtOnceLoseNothing(String kind) throws Exception {
    StoreLocation location = store(kind);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Integer>> writers = new ArrayList<>();
      for (int w = 0; w < 8; w++) {
        String name = "writer" + w;
        writers.add(pool.submit(() -> {
          int written = 0;
          try (HistoryStore store = HistoryStore.open(location)) {
            for (int i = 0; i < 10; i++) {
              written += store.record(SyntheticRuns.run(name, i, 1 + i, "complete")) ? 1 : 0;
            }
          }
          return written;
        }));
      }
      for (Future<Integer> writer : writers) {
        assertThat(writer.get()).isEqualTo(10);
      }
    } finally {
      pool.shutdown();
    }
    try (HistoryStore store = HistoryStore.open(location)) {
      List<Line> lines = HistoryQueries.lines(store, Selection.ALL);
      assertThat(lines).hasSize(8).allSatisfy(l -> assertThat(l.points()).hasSize(10));
    }
  }

  @Test
  void anUnreachableServerIsSaidInOneLine() {
    StoreLocation nowhere = StoreLocation.of("jdbc:postgresql://127.0.0.1:1/history");
    assertThatThrownBy(() -> HistoryStore.open(nowhere))
        .isInstanceOf(StoreException.class)
        .hasMessageStartingWith("the history store jdbc:postgresql://127.0.0.1:1/history is"
            + " unreachable (");
  }
}
