package jsonmark.deser.canada;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;

/**
 * Gson: reads {@link PointArrays} from the JsonReader, whose strictness is the Gson's, and writes
 * them back with its JsonWriter in validation mode.
 */
public final class GsonPointArrays extends TypeAdapter<PointArrays> {

  @Override
  public PointArrays read(JsonReader in) throws IOException {
    if (in.peek() == JsonToken.NULL) {
      in.nextNull();
      return null;
    }
    return PointArrays.read(new Tokens(in));
  }

  /** Validation mode: the arrays written back by Gson's own writer. */
  @Override
  public void write(JsonWriter out, PointArrays value) throws IOException {
    if (value == null) {
      out.nullValue();
      return;
    }
    value.write(
        new PointArrays.PointWriter() {
          @Override
          public void beginArray() throws IOException {
            out.beginArray();
          }

          @Override
          public void separator() {}

          @Override
          public void number(double number) throws IOException {
            out.value(number);
          }

          @Override
          public void endArray() throws IOException {
            out.endArray();
          }
        });
  }

  /** JsonReader already has these calls; only nextDouble needs care. */
  private record Tokens(JsonReader in) implements ArrayTokens {

    @Override
    public void beginArray() throws IOException {
      in.beginArray();
    }

    @Override
    public boolean hasNext() throws IOException {
      return in.hasNext();
    }

    @Override
    public boolean nextIsArray() throws IOException {
      return in.peek() == JsonToken.BEGIN_ARRAY;
    }

    @Override
    public double nextDouble() throws IOException {
      // JsonReader.nextDouble also parses a quoted "1.5"; a coordinate must be a JSON number.
      if (in.peek() != JsonToken.NUMBER) {
        throw new IOException("expected a number in coordinates, found " + in.peek());
      }
      return in.nextDouble();
    }

    @Override
    public void endArray() throws IOException {
      in.endArray();
    }
  }
}
