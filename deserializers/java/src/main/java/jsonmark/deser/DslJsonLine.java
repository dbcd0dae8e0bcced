package jsonmark.deser;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.ObjectConverter;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * The DSL-JSON reader and writer that both DSL-JSON parsers share: a line is copied to the start
 * of one buffer (JsonReader reads from index 0), checked for trailing content after its value,
 * and written back through one reused JsonWriter.
 */
final class DslJsonLine {

  private final DslJson<Object> dslJson;
  private final JsonReader<Object> reader;
  private final JsonWriter writer;
  private byte[] line = new byte[64 * 1024];
  private int length;

  DslJsonLine() {
    // DSL-JSON's default double precision (DEFAULT) is approximate: it reads about 4 in 10 of
    // Simple1's doubles one unit in the last place off (--validate shows it); EXACT reads the
    // nearest double, as every other library here does.
    dslJson =
        new DslJson<>(
            new DslJson.Settings<Object>()
                .includeServiceLoader()
                .doublePrecision(JsonReader.DoublePrecision.EXACT));
    // Untyped fields (Simple1 "null", Twitter geo...) need DSL-JSON's reader for any JSON value.
    dslJson.registerReader(Object.class, ObjectConverter::deserializeObject);
    reader = dslJson.newReader();
    writer = dslJson.newWriter();
  }

  DslJson<Object> dslJson() {
    return dslJson;
  }

  /** The reader, on the first token of the line. */
  JsonReader<Object> start(byte[] buffer, int offset, int length) throws IOException {
    if (length > line.length) {
      line = new byte[Math.max(length, 2 * line.length)];
    }
    System.arraycopy(buffer, offset, line, 0, length);
    this.length = length;
    reader.process(line, length);
    reader.getNextToken();
    return reader;
  }

  /** Throws when anything but whitespace follows the value just read. */
  void end() throws IOException {
    for (int i = reader.getCurrentIndex(); i < length; i++) {
      if (!LineSource.isWhitespace(line[i])) {
        throw new IOException("unexpected content after the value at byte " + (i + 1));
      }
    }
  }

  /** What {@code write} puts into the reused writer, as a string. */
  String write(Consumer<JsonWriter> write) {
    writer.reset();
    write.accept(writer);
    return writer.toString();
  }
}
