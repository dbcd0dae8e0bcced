package jsonmark.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import jsonmark.io.CsvCells;
import jsonmark.io.Mappers;

/**
 * The points of {@code history show} for other tools: one row per point, as CSV (text cells
 * guarded against spreadsheet formulas) or a JSON array, with its series, run and whether a
 * change point starts at it.
 */
public final class HistoryExport {

  private static final List<String> COLUMNS = List.of("command_name", "benchmark", "measure",
      "started_at", "run_id", "state", "commit", "value", "low", "high", "exact",
      "change_point", "libraries", "toolchain", "jsonmark_version", "machine", "command");

  private HistoryExport() {}

  /** The rows as CSV with a header. */
  public static String csv(List<Analysis> analyses) throws JsonProcessingException {
    CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
    COLUMNS.forEach(schema::addColumn);
    List<Map<String, Object>> rows = rows(analyses);
    rows.forEach(row -> row.replaceAll((k, v) -> v instanceof String s ? CsvCells.guarded(s)
        : v));
    return Mappers.csv(schema.build()).writeValueAsString(rows);
  }

  /** The rows as a JSON array. */
  public static String json(List<Analysis> analyses) throws JsonProcessingException {
    return Mappers.JSON.writeValueAsString(rows(analyses)) + "\n";
  }

  private static List<Map<String, Object>> rows(List<Analysis> analyses) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (Analysis analysis : analyses) {
      Set<String> changes = analysis.changes().stream().map(c -> c.after().run().runId())
          .collect(Collectors.toSet());
      for (StoredPoint p : analysis.line().points()) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("command_name", p.series().commandName());
        row.put("benchmark", p.run().benchmark());
        row.put("measure", p.series().measure());
        row.put("started_at", p.run().startedAt().toString());
        row.put("run_id", p.run().runId());
        row.put("state", p.run().state());
        row.put("commit", p.run().commit().orElse(null));
        row.put("value", p.value());
        row.put("low", p.low());
        row.put("high", p.high());
        row.put("exact", p.exact());
        row.put("change_point", changes.contains(p.run().runId()));
        row.put("libraries", p.series().libraries());
        row.put("toolchain", p.series().toolchain());
        row.put("jsonmark_version", p.run().jsonmarkVersion());
        row.put("machine", p.run().machine().facts());
        row.put("command", p.series().command());
        rows.add(row);
      }
    }
    return rows;
  }
}
