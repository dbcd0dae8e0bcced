package jsonmark.history;

import java.time.Instant;
import java.util.Collections;
import java.util.List;

/** The store's three tables as rows go into them: the statement and each row's values. */
final class Rows {

  /** One row per run. */
  static final Table RUNS = new Table("runs", "run_id", List.of("run_id", "folder",
      "started_at", "state", "benchmark", "jsonmark_version", "commit_id", "machine",
      "machine_facts", "recorded_at"));

  /** One row per series. */
  static final Table SERIES = new Table("series", "series_id", List.of("series_id", "line_id",
      "command_name", "command", "libraries", "benchmark", "data_identity", "measure",
      "machine", "toolchain"));

  /** One row per figure of a series in a run. */
  static final Table POINTS = new Table("points", "run_id, series_id", List.of("run_id",
      "series_id", "value", "low", "high", "samples", "exact"));

  private Rows() {}

  /** The values of {@code run}'s row, recorded now. */
  static Object[] of(RunRow run) {
    return new Object[] {run.runId(), run.folder(), run.startedAt().toString(), run.state(),
        run.benchmark(), run.jsonmarkVersion(), run.commit().orElse(null), run.machine().id(),
        run.machine().facts(), Instant.now().toString()};
  }

  /** The values of {@code key}'s row. */
  static Object[] of(SeriesKey key) {
    return new Object[] {key.id(), key.lineId(), key.commandName(), key.command(),
        key.libraries(), key.benchmark(), key.dataIdentity(), key.measure(), key.machine(),
        key.toolchain()};
  }

  /** The values of {@code point}'s row in run {@code runId}. */
  static Object[] of(String runId, Point point) {
    return new Object[] {runId, point.series().id(), point.value(), point.low(), point.high(),
        point.samples(), point.exact() ? 1 : 0};
  }

  /**
   * A table rows are added to.
   *
   * @param name its name
   * @param key its primary key's columns
   * @param columns the columns a row gives
   */
  record Table(String name, String key, List<String> columns) {

    /**
     * Inserts a row unless its key is there: the same statement in SQLite and PostgreSQL.
     */
    String insert() {
      return "INSERT INTO " + name + " (" + String.join(", ", columns) + ") VALUES ("
          + String.join(", ", Collections.nCopies(columns.size(), "?"))
          + ") ON CONFLICT (" + key + ") DO NOTHING";
    }
  }
}
