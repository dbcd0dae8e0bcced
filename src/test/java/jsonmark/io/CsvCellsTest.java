package jsonmark.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class CsvCellsTest {

  /** A row with a text cell, a number kept as text (a checksum) and a number. */
  @JsonPropertyOrder({"name", "checksum", "seconds"})
  record Row(String name, String checksum, BigDecimal seconds) {}

  @Test
  void aTextCellThatASpreadsheetWouldRunGetsASingleQuoteAndNothingElseDoes() {
    for (String formula : List.of("=1+1", "+cmd", "-cmd", "@SUM(A1)", "\tx", "\rx", "-",
        "=HYPERLINK(\"http://x\")")) {
      assertThat(CsvCells.guarded(formula)).as(formula).isEqualTo("'" + formula);
    }
    for (String plain : List.of("", "python-orjson", "a=b", "-1.5", "-42", "+3", "1e-5",
        "-.5", "2.")) {
      assertThat(CsvCells.guarded(plain)).as(plain).isEqualTo(plain);
    }
  }

  @Test
  void everyCsvOfRecordsOrOfMapsGuardsItsTextCellsAndLeavesItsNumbers() throws IOException {
    String records = ResultFiles.csv(List.of(new Row("=cmd|' /C calc'!A0", "-17",
        new BigDecimal("-1.5"))), Row.class);
    assertThat(records).isEqualTo("name,checksum,seconds\n\"'=cmd|' /C calc'!A0\",-17,-1.5\n");

    Map<String, String> row = new LinkedHashMap<>();
    row.put("command", "@cmd");
    row.put("mean", "-0.25");
    String maps = Mappers.csv(CsvSchema.builder().addColumn("command").addColumn("mean").build()
        .withHeader()).writeValueAsString(List.of(row));
    assertThat(maps).isEqualTo("command,mean\n\"'@cmd\",-0.25\n");
  }

  @Test
  void noCsvIsWrittenByAMapperOfItsOwn() throws IOException {
    Path sources = Path.of("src/main/java/jsonmark");
    assertThat(sources.resolve("io/Mappers.java")).exists();
    try (Stream<Path> files = Files.walk(sources)) {
      List<Path> own = files.filter(f -> f.toString().endsWith(".java"))
          .filter(f -> !f.endsWith(Path.of("io/Mappers.java")))
          .filter(f -> {
            try {
              String text = Files.readString(f);
              return text.contains("new CsvMapper") || text.contains("CsvMapper.builder");
            } catch (IOException e) {
              throw new java.io.UncheckedIOException(e);
            }
          }).toList();
      assertThat(own).as("CSV written past the guarded cells of Mappers").isEmpty();
    }
  }
}
