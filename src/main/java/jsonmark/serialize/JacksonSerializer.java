package jsonmark.serialize;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * jackson-databind. Its fast double writer (Schubfach) is on so that doubles print the same on
 * every JDK, which keeps the file byte-identical across machines.
 */
final class JacksonSerializer implements Serializer {

  private final JsonMapper mapper =
      JsonMapper.builder()
          .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
          .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
          .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
          .build();

  @Override
  public String name() {
    return "jackson";
  }

  @Override
  public String description() {
    return "jackson-databind " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION;
  }

  @Override
  public <R> void writeLines(List<R> records, Class<R> type, OutputStream out)
      throws IOException {
    ObjectWriter writer = mapper.writerFor(type).withRootValueSeparator("");
    try (JsonGenerator generator = mapper.createGenerator(out)) {
      for (R record : records) {
        writer.writeValue(generator, record);
        generator.writeRaw('\n');
      }
    }
  }
}
