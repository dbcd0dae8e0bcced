package jsonmark.deser.canada;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;

/** Jackson: reads {@link PointArrays} from the parser's tokens. */
public final class JacksonPointArrays extends StdDeserializer<PointArrays> {

  private static final long serialVersionUID = 1L;

  public JacksonPointArrays() {
    super(PointArrays.class);
  }

  @Override
  public PointArrays deserialize(JsonParser parser, DeserializationContext context)
      throws IOException {
    return PointArrays.read(new Tokens(parser));
  }

  /** Jackson's convention: a deserializer starts on the value's first token, ends on its last. */
  private static final class Tokens implements ArrayTokens {
    private final JsonParser parser;
    private int depth;

    Tokens(JsonParser parser) {
      this.parser = parser;
    }

    @Override
    public void beginArray() throws IOException {
      expect(JsonToken.START_ARRAY, "'['");
      depth++;
      parser.nextToken();
    }

    @Override
    public boolean hasNext() {
      return parser.currentToken() != JsonToken.END_ARRAY;
    }

    @Override
    public boolean nextIsArray() {
      return parser.currentToken() == JsonToken.START_ARRAY;
    }

    @Override
    public double nextDouble() throws IOException {
      JsonToken token = parser.currentToken();
      if (token != JsonToken.VALUE_NUMBER_FLOAT && token != JsonToken.VALUE_NUMBER_INT) {
        throw new IOException("expected a number in coordinates, found " + token);
      }
      double value = parser.getDoubleValue();
      parser.nextToken();
      return value;
    }

    @Override
    public void endArray() throws IOException {
      expect(JsonToken.END_ARRAY, "']'");
      if (--depth > 0) {
        parser.nextToken();
      }
    }

    private void expect(JsonToken token, String what) throws IOException {
      if (parser.currentToken() != token) {
        throw new IOException(
            "expected " + what + " in coordinates, found " + parser.currentToken());
      }
    }
  }
}
