package jsonmark.history;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads the history back: the points of the series a {@link Selection} names, as lines. */
public final class HistoryQueries {

  private static final String POINTS = "SELECT r.run_id, r.folder, r.started_at, r.state,"
      + " r.benchmark, r.jsonmark_version, r.commit_id, r.machine, r.machine_facts,"
      + " s.command_name, s.command, s.libraries, s.benchmark, s.data_identity, s.measure,"
      + " s.toolchain, p.value, p.low, p.high, p.exact"
      + " FROM points p JOIN series s ON s.series_id = p.series_id"
      + " JOIN runs r ON r.run_id = p.run_id";

  private HistoryQueries() {}

  /**
   * The lines of {@code selection}, each its points in time order (interrupted runs' included,
   * marked by their state), lines in the order of their command, benchmark and measure.
   */
  public static List<Line> lines(HistoryStore store, Selection selection)
      throws StoreException {
    StringBuilder sql = new StringBuilder(POINTS).append(" WHERE 1 = 1");
    List<String> values = new ArrayList<>();
    selection.name().ifPresent(v -> add(sql, values, "s.command_name", v));
    selection.benchmark().ifPresent(v -> add(sql, values, "r.benchmark", v));
    selection.measure().ifPresent(v -> add(sql, values, "s.measure", v));
    sql.append(" ORDER BY s.command_name, r.benchmark, s.measure, r.started_at, r.run_id");
    Map<String, List<StoredPoint>> byLine = new LinkedHashMap<>();
    try (PreparedStatement query = store.connection().prepareStatement(sql.toString())) {
      for (int i = 0; i < values.size(); i++) {
        query.setString(i + 1, values.get(i));
      }
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          StoredPoint point = point(rows);
          byLine.computeIfAbsent(point.series().lineId(), k -> new ArrayList<>()).add(point);
        }
      }
      store.connection().commit();
    } catch (SQLException e) {
      throw Failures.of(store.location(), e);
    }
    return byLine.entrySet().stream().map(e -> new Line(e.getKey(), e.getValue())).toList();
  }

  /**
   * The complete runs' points of the series {@code seriesId} that started before
   * {@code before}, other than the run {@code exceptRun}, in time order: a gate's history.
   */
  public static List<StoredPoint> earlier(HistoryStore store, String seriesId,
      java.time.Instant before, String exceptRun) throws StoreException {
    String sql = POINTS + " WHERE p.series_id = ? AND r.state = 'complete' AND r.run_id <> ?"
        + " AND r.started_at < ? ORDER BY r.started_at, r.run_id";
    List<StoredPoint> points = new ArrayList<>();
    try (PreparedStatement query = store.connection().prepareStatement(sql)) {
      query.setString(1, seriesId);
      query.setString(2, exceptRun);
      query.setString(3, before.toString());
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          points.add(point(rows));
        }
      }
      store.connection().commit();
    } catch (SQLException e) {
      throw Failures.of(store.location(), e);
    }
    return points;
  }

  private static void add(StringBuilder sql, List<String> values, String column, String value) {
    sql.append(" AND ").append(column).append(" = ?");
    values.add(value);
  }

  private static StoredPoint point(ResultSet rows) throws SQLException {
    RunRow run = new RunRow(rows.getString(1), rows.getString(2),
        Instant.parse(rows.getString(3)), rows.getString(4), rows.getString(5),
        rows.getString(6), Optional.ofNullable(rows.getString(7)),
        new Fingerprint(rows.getString(8), rows.getString(9)));
    SeriesKey series = new SeriesKey(rows.getString(10), rows.getString(11),
        rows.getString(12), rows.getString(13), rows.getString(14), rows.getString(15),
        rows.getString(8), rows.getString(16));
    return new StoredPoint(run, series, rows.getDouble(17), rows.getDouble(18),
        rows.getDouble(19), rows.getInt(20) == 1);
  }
}
