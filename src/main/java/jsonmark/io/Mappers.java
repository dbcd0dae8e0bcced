package jsonmark.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;

/**
 * The Jackson configuration of the result files: snake_case names, decimals written plain (never
 * {@code 1E+7}), empty optionals and unknowable figures (NaN) written as {@code null} and read
 * back as such, instants as ISO-8601, and so output that does not depend on the default locale.
 * Only immutable readers and writers leave this class, or a fresh mapper of a caller's own: a
 * caller can derive another but never reconfigure what every other file is written with.
 */
public final class Mappers {

  private static final ObjectMapper JSON_MAPPER = newJsonMapper();

  private static final CsvMapper CSV_MAPPER = csvMapper();

  /** Indented JSON with snake_case keys. */
  public static final ObjectWriter JSON = JSON_MAPPER.writer();

  /** Reads JSON as the result files' writer wrote it. */
  public static final ObjectReader JSON_READER = JSON_MAPPER.reader();

  private Mappers() {}

  /**
   * A new mapper configured as every result file's, with {@code modules} on top, for a format
   * that reads and writes records of its own. Unknown keys are ignored when reading, so that a
   * file from a newer driver of the same format (more keys) reads as well as an older one.
   */
  public static ObjectMapper newJsonMapper(Module... modules) {
    ObjectMapper mapper = new ObjectMapper()
        .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
        .enable(SerializationFeature.INDENT_OUTPUT)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
        .registerModule(new Jdk8Module())
        .registerModule(new JavaTimeModule())
        .registerModule(notANumberAsNull());
    for (Module module : modules) {
      mapper.registerModule(module);
    }
    return mapper;
  }

  /** {@code value} as a JSON tree, named as {@link #JSON} would write it. */
  public static JsonNode tree(Object value) {
    return JSON_MAPPER.valueToTree(value);
  }

  /** CSV with a header; the columns are {@code type}'s properties in declaration order. */
  public static ObjectWriter csv(Class<?> type) {
    return csv(CSV_MAPPER.schemaFor(type).withHeader());
  }

  /** CSV in {@code schema}, for columns known only from the data (rows as maps). */
  public static ObjectWriter csv(CsvSchema schema) {
    return CSV_MAPPER.writer(schema);
  }

  /**
   * A figure that cannot be known is NaN in the records and {@code null} in the files (JSON has
   * no NaN), and a {@code null} read back into a {@code double} is NaN again, never 0.
   */
  private static SimpleModule notANumberAsNull() {
    SimpleModule module = new SimpleModule("jsonmark-nan");
    StdScalarSerializer<Double> writer = new StdScalarSerializer<>(Double.class) {
      @Override
      public void serialize(Double value, JsonGenerator out, SerializerProvider provider)
          throws IOException {
        if (Double.isFinite(value)) {
          out.writeNumber(value);
        } else {
          out.writeNull();
        }
      }
    };
    module.addSerializer(Double.class, writer);
    module.addSerializer(Double.TYPE, writer);
    module.addDeserializer(Double.TYPE, new StdScalarDeserializer<Double>(Double.TYPE) {
      @Override
      public Double deserialize(JsonParser in, DeserializationContext context)
          throws IOException {
        if (in.currentToken().isNumeric()) {
          return in.getDoubleValue();
        }
        return (Double) context.handleUnexpectedToken(Double.TYPE, in);
      }

      @Override
      public Double getNullValue(DeserializationContext context) {
        return Double.NaN;
      }
    });
    return module;
  }

  /** Every CSV file's mapper: its text cells guarded against formulas ({@link CsvCells}). */
  private static CsvMapper csvMapper() {
    CsvMapper mapper =
        CsvMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    mapper.setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    mapper.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
    mapper.registerModule(new SimpleModule("jsonmark-csv-cells")
        .addSerializer(String.class, new StdScalarSerializer<String>(String.class) {
          @Override
          public void serialize(String value, JsonGenerator out, SerializerProvider provider)
              throws IOException {
            out.writeString(CsvCells.guarded(value));
          }
        }));
    return mapper;
  }
}
