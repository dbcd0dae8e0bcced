package jsonmark.deser;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.ObjectConverter;
import java.io.IOException;

/**
 * DSL-JSON: binds the line's bytes with the converter that its annotation processor generated
 * for the model at compile time (no runtime reflection or analysis).
 */
final class DslJsonParser implements RecordParser {

  private final JsonReader<Object> reader;
  private final JsonReader.ReadObject<? extends Checksummed> decoder;
  // JsonReader reads from index 0, so each line is copied to the start of this buffer.
  private byte[] line = new byte[64 * 1024];

  DslJsonParser(Class<? extends Checksummed> model) {
    DslJson<Object> dslJson = new DslJson<>(new DslJson.Settings<Object>().includeServiceLoader());
    // Untyped fields (Simple1 "null", Twitter geo...) need DSL-JSON's reader for any JSON value.
    dslJson.registerReader(Object.class, ObjectConverter::deserializeObject);
    decoder = dslJson.tryFindReader(model);
    if (decoder == null) {
      throw new IllegalStateException("DSL-JSON has no compiled converter for " + model.getName());
    }
    reader = dslJson.newReader();
  }

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    if (length > line.length) {
      line = new byte[Math.max(length, 2 * line.length)];
    }
    System.arraycopy(buffer, offset, line, 0, length);
    reader.process(line, length);
    reader.getNextToken();
    Checksummed record = RecordParser.requireObject(decoder.read(reader));
    for (int i = reader.getCurrentIndex(); i < length; i++) {
      if (!LineSource.isWhitespace(line[i])) {
        throw new IOException("unexpected content after the object at byte " + (i + 1));
      }
    }
    return record;
  }
}
