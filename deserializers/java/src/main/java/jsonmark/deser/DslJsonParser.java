package jsonmark.deser;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.ObjectConverter;
import java.io.IOException;

/**
 * DSL-JSON: binds the line's bytes with the converter that its annotation processor generated
 * for {@link Simple1Record} at compile time (no runtime reflection or analysis).
 */
final class DslJsonParser implements RecordParser {

  private final JsonReader<Object> reader;
  private final JsonReader.ReadObject<Simple1Record> decoder;
  // JsonReader reads from index 0, so each line is copied to the start of this buffer.
  private byte[] line = new byte[64 * 1024];

  DslJsonParser() {
    DslJson<Object> dslJson = new DslJson<>(new DslJson.Settings<Object>().includeServiceLoader());
    // The untyped "null" field needs DSL-JSON's built-in reader for any JSON value.
    dslJson.registerReader(Object.class, ObjectConverter::deserializeObject);
    decoder = dslJson.tryFindReader(Simple1Record.class);
    if (decoder == null) {
      throw new IllegalStateException("DSL-JSON has no compiled converter for Simple1Record");
    }
    reader = dslJson.newReader();
  }

  @Override
  public Simple1Record parse(byte[] buffer, int offset, int length) throws IOException {
    if (length > line.length) {
      line = new byte[Math.max(length, 2 * line.length)];
    }
    System.arraycopy(buffer, offset, line, 0, length);
    reader.process(line, length);
    reader.getNextToken();
    Simple1Record record = RecordParser.requireObject(decoder.read(reader));
    for (int i = reader.getCurrentIndex(); i < length; i++) {
      if (!LineSource.isWhitespace(line[i])) {
        throw new IOException("unexpected content after the object at byte " + (i + 1));
      }
    }
    return record;
  }
}
