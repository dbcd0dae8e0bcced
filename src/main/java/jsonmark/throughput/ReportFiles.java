package jsonmark.throughput;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes {@code summary.md}, {@code serializers.csv} and {@code summary.json} into a folder. */
final class ReportFiles {

  private static final ObjectMapper JSON =
      JsonMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .build();

  private static final CsvMapper CSV =
      CsvMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY) // columns in component order
          .build();

  private ReportFiles() {}

  static void write(Path folder, ThroughputReport report, List<ThroughputTable.Row> rows)
      throws IOException {
    Files.writeString(folder.resolve("summary.md"), ReportMarkdown.render(report, rows));
    Files.writeString(folder.resolve("serializers.csv"), csv(report.results()));
    Files.writeString(folder.resolve("summary.json"), JSON.writeValueAsString(report) + "\n");
  }

  static String csv(List<ThroughputReport.ResultRow> rows) throws IOException {
    CsvSchema schema = CSV.schemaFor(ThroughputReport.ResultRow.class).withHeader();
    return CSV.writer(schema).writeValueAsString(rows);
  }
}
