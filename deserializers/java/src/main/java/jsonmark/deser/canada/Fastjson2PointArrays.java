package jsonmark.deser.canada;

import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.reader.ObjectReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;

/** fastjson2: reads {@link PointArrays} from the JSONReader, which skips commas itself. */
public final class Fastjson2PointArrays implements ObjectReader<PointArrays> {

  @Override
  public PointArrays readObject(JSONReader reader, Type type, Object name, long features) {
    if (reader.nextIfNull()) {
      return null;
    }
    try {
      return PointArrays.read(new Tokens(reader));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Maps the walk onto JSONReader's nextIf... calls. */
  private record Tokens(JSONReader reader) implements ArrayTokens {

    @Override
    public void beginArray() {
      if (!reader.nextIfArrayStart()) {
        throw new JSONException(reader.info("expected '[' in coordinates"));
      }
    }

    @Override
    public boolean hasNext() {
      return !reader.isEnd() && reader.current() != ']';
    }

    @Override
    public boolean nextIsArray() {
      return reader.isArray();
    }

    @Override
    public double nextDouble() {
      if (!reader.isNumber()) {
        throw new JSONException(reader.info("expected a number in coordinates"));
      }
      return reader.readDoubleValue();
    }

    @Override
    public void endArray() {
      if (!reader.nextIfArrayEnd()) {
        throw new JSONException(reader.info("expected ']' in coordinates"));
      }
    }
  }
}
