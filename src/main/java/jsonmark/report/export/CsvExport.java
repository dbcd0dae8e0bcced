package jsonmark.report.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.io.Mappers;
import jsonmark.io.ResultFiles;
import jsonmark.report.Report;

/**
 * hyperfine's {@code --export-csv}: one row per command with {@code command, mean, stddev,
 * median, user, system, min, max} and a {@code parameter_NAME} per parameter (its columns, in
 * its order; seconds, or instructions), then {@code unit} and {@code benchmark}. Numbers are
 * plain decimals; an unknown figure is empty. A run that did not run to its end says so first,
 * in a {@code #} line above the header, as runs.csv does.
 */
public final class CsvExport implements Export {

  private static final List<String> COLUMNS = List.of("command", "mean", "stddev", "median",
      "user", "system", "min", "max");

  @Override
  public String render(List<Report> reports) {
    CsvSchema.Builder schema = CsvSchema.builder();
    COLUMNS.forEach(schema::addColumn);
    List<String> parameters = reports.stream().flatMap(r -> r.commands().stream())
        .flatMap(c -> c.parameters().keySet().stream()).distinct().toList();
    parameters.forEach(p -> schema.addColumn("parameter_" + p));
    schema.addColumn("unit").addColumn("benchmark");
    List<Map<String, String>> rows = new ArrayList<>();
    for (Report report : reports) {
      for (Row r : Row.of(report)) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put("command", r.command().name());
        row.put("mean", Plain.text(r.mean()));
        row.put("stddev", Plain.text(r.stddev()));
        row.put("median", Plain.text(r.median()));
        row.put("user", Plain.text(r.user()));
        row.put("system", Plain.text(r.system()));
        row.put("min", Plain.text(r.min()));
        row.put("max", Plain.text(r.max()));
        parameters.forEach(p -> row.put("parameter_" + p, r.parameters().getOrDefault(p, "")));
        row.put("unit", r.metric().unit());
        row.put("benchmark", r.benchmark());
        rows.add(row);
      }
    }
    try {
      return ResultFiles.commented(Report.interrupted(reports),
          Mappers.csv(schema.build().withHeader()).writeValueAsString(rows));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
