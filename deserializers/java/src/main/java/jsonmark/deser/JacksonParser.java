package jsonmark.deser;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import jsonmark.deser.canada.JacksonPointArrays;
import jsonmark.deser.canada.JacksonPointArraysWriter;
import jsonmark.deser.canada.PointArrays;

/**
 * Jackson databind: binds the line's bytes straight into the model through an ObjectReader, and
 * in validation mode writes the record back with the same ObjectMapper.
 *
 * <p>Jackson's parser is strict JSON by default; its binding is not: by default it truncates
 * {@code 1.5} into an int and turns {@code "12"} into a number. Both are switched off here (they
 * cost nothing when the data is well typed), as is anything after the object. Its field names are
 * interned in a table seeded by a constant ({@link SeededJsonFactory}), so that every run does the
 * same work.
 */
final class JacksonParser implements RecordParser {

  private final ObjectMapper mapper;
  private final ObjectReader reader;

  JacksonParser(Class<? extends Checksummed> model) {
    mapper =
        JsonMapper.builder(new SeededJsonFactory())
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .addModule(
                new SimpleModule("jsonmark")
                    .addDeserializer(PointArrays.class, new JacksonPointArrays())
                    .addSerializer(PointArrays.class, new JacksonPointArraysWriter()))
            .build();
    reader = mapper.readerFor(model);
  }

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    return RecordParser.requireObject(reader.readValue(buffer, offset, length));
  }

  @Override
  public String write(Checksummed line) throws IOException {
    return mapper.writeValueAsString(line);
  }
}
