package jsonmark.deser;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;

/** Jackson databind: binds the line's bytes straight into the record through an ObjectReader. */
final class JacksonParser implements RecordParser {

  private final ObjectReader reader =
      new ObjectMapper()
          .readerFor(Simple1Record.class)
          .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  @Override
  public Simple1Record parse(byte[] buffer, int offset, int length) throws IOException {
    return RecordParser.requireObject(reader.readValue(buffer, offset, length));
  }
}
