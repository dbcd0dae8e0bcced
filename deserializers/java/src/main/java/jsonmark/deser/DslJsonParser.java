package jsonmark.deser;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import java.io.IOException;

/**
 * DSL-JSON: binds the line's bytes with the converter that its annotation processor generated
 * for the model at compile time (no runtime reflection or analysis); in validation mode the
 * generated writer writes it back.
 */
final class DslJsonParser implements RecordParser {

  private final DslJsonLine line = new DslJsonLine();
  private final JsonReader.ReadObject<? extends Checksummed> decoder;
  private final JsonWriter.WriteObject<Checksummed> encoder;

  @SuppressWarnings("unchecked") // the writer of the model class writes its instances
  DslJsonParser(Class<? extends Checksummed> model) {
    DslJson<Object> dslJson = line.dslJson();
    decoder = dslJson.tryFindReader(model);
    encoder = (JsonWriter.WriteObject<Checksummed>) dslJson.tryFindWriter(model);
    if (decoder == null || encoder == null) {
      throw new IllegalStateException("DSL-JSON has no compiled converter for " + model.getName());
    }
  }

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    JsonReader<Object> reader = line.start(buffer, offset, length);
    Checksummed record = RecordParser.requireObject(decoder.read(reader));
    line.end();
    return record;
  }

  @Override
  public String write(Checksummed record) {
    return line.write(writer -> encoder.write(writer, record));
  }
}
