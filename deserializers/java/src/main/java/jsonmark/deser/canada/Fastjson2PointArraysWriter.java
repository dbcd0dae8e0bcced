package jsonmark.deser.canada;

import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.writer.ObjectWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;

/** fastjson2, validation mode: writes {@link PointArrays} back with fastjson2's JSONWriter. */
public final class Fastjson2PointArraysWriter implements ObjectWriter<PointArrays> {

  @Override
  public void write(JSONWriter writer, Object object, Object name, Type type, long features) {
    if (object == null) {
      writer.writeNull();
      return;
    }
    try {
      ((PointArrays) object).write(
          new PointArrays.PointWriter() {
            @Override
            public void beginArray() {
              writer.startArray();
            }

            @Override
            public void separator() {
              writer.writeComma();
            }

            @Override
            public void number(double value) {
              writer.writeDouble(value);
            }

            @Override
            public void endArray() {
              writer.endArray();
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
