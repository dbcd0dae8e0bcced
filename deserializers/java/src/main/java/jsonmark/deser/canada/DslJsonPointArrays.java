package jsonmark.deser.canada;

import com.dslplatform.json.JsonConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import java.io.IOException;

/**
 * DSL-JSON: reads {@link PointArrays} from the JsonReader's bytes. The annotation processor finds
 * this converter through {@link JsonConverter} and calls it from the code it generates.
 */
@JsonConverter(target = PointArrays.class)
public final class DslJsonPointArrays {

  /** The reader that the generated Geometry converter calls. */
  public static final JsonReader.ReadObject<PointArrays> JSON_READER =
      reader -> reader.wasNull() ? null : PointArrays.read(new Tokens(reader));

  /** Validation mode: the arrays written back by DSL-JSON's writer and number formatting. */
  public static final JsonWriter.WriteObject<PointArrays> JSON_WRITER =
      (writer, value) -> {
        if (value == null) {
          writer.writeNull();
          return;
        }
        try {
          value.write(
              new PointArrays.PointWriter() {
                @Override
                public void beginArray() {
                  writer.writeByte(JsonWriter.ARRAY_START);
                }

                @Override
                public void separator() {
                  writer.writeByte(JsonWriter.COMMA);
                }

                @Override
                public void number(double number) {
                  NumberConverter.serialize(number, writer);
                }

                @Override
                public void endArray() {
                  writer.writeByte(JsonWriter.ARRAY_END);
                }
              });
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      };

  private DslJsonPointArrays() {}

  /**
   * DSL-JSON's convention: a reader starts on the value's first byte and ends on its last; the
   * caller moves past it. Commas are the walk's own business here, and a trailing one is refused.
   */
  private static final class Tokens implements ArrayTokens {
    private final JsonReader reader;
    private int depth;

    Tokens(JsonReader reader) {
      this.reader = reader;
    }

    @Override
    public void beginArray() throws IOException {
      if (reader.last() != '[') {
        throw reader.newParseError("expected '[' in coordinates");
      }
      depth++;
      reader.getNextToken();
    }

    @Override
    public boolean hasNext() {
      return reader.last() != ']';
    }

    @Override
    public boolean nextIsArray() {
      return reader.last() == '[';
    }

    @Override
    public double nextDouble() throws IOException {
      byte first = reader.last();
      if (first != '-' && (first < '0' || first > '9')) {
        throw reader.newParseError("expected a number in coordinates");
      }
      double value = NumberConverter.deserializeDouble(reader);
      afterElement();
      return value;
    }

    @Override
    public void endArray() throws IOException {
      if (reader.last() != ']') {
        throw reader.newParseError("expected ']' in coordinates");
      }
      if (--depth > 0) {
        afterElement();
      }
    }

    private void afterElement() throws IOException {
      byte next = reader.getNextToken();
      if (next == ',') {
        if (reader.getNextToken() == ']') {
          throw reader.newParseError("trailing comma in coordinates");
        }
      } else if (next != ']') {
        throw reader.newParseError("expected ',' or ']' in coordinates");
      }
    }
  }
}
