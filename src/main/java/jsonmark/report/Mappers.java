package jsonmark.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;

/**
 * The Jackson mappers of the result files: snake_case names, decimals written plain (never
 * {@code 1E+7}), and so output that does not depend on the default locale.
 */
public final class Mappers {

  public static final ObjectMapper JSON =
      new ObjectMapper()
          .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

  public static final CsvMapper CSV = csv();

  private Mappers() {}

  private static CsvMapper csv() {
    CsvMapper mapper =
        CsvMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    mapper.setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    mapper.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
    return mapper;
  }
}
