package jsonmark.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;

/**
 * The Jackson configuration of the result files: snake_case names, decimals written plain (never
 * {@code 1E+7}), and so output that does not depend on the default locale. Only immutable
 * readers and writers leave this class: a caller can derive another ({@code JSON.without(...)})
 * but never reconfigure what every other file is written with.
 */
public final class Mappers {

  private static final ObjectMapper JSON_MAPPER =
      new ObjectMapper()
          .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

  private static final CsvMapper CSV_MAPPER = csvMapper();

  /** Indented JSON with snake_case keys. */
  public static final ObjectWriter JSON = JSON_MAPPER.writer();

  /** Reads JSON as the result files' writer wrote it. */
  public static final ObjectReader JSON_READER = JSON_MAPPER.reader();

  private Mappers() {}

  /** {@code value} as a JSON tree, named as {@link #JSON} would write it. */
  public static JsonNode tree(Object value) {
    return JSON_MAPPER.valueToTree(value);
  }

  /** CSV with a header; the columns are {@code type}'s properties in declaration order. */
  public static ObjectWriter csv(Class<?> type) {
    return CSV_MAPPER.writer(CSV_MAPPER.schemaFor(type).withHeader());
  }

  private static CsvMapper csvMapper() {
    CsvMapper mapper =
        CsvMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    mapper.setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    mapper.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
    return mapper;
  }
}
