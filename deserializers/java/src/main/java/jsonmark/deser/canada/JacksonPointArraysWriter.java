package jsonmark.deser.canada;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/** Jackson, validation mode: writes {@link PointArrays} back with Jackson's JsonGenerator. */
public final class JacksonPointArraysWriter extends StdSerializer<PointArrays> {

  private static final long serialVersionUID = 1L;

  public JacksonPointArraysWriter() {
    super(PointArrays.class);
  }

  @Override
  public void serialize(PointArrays value, JsonGenerator out, SerializerProvider provider)
      throws IOException {
    value.write(
        new PointArrays.PointWriter() {
          @Override
          public void beginArray() throws IOException {
            out.writeStartArray();
          }

          @Override
          public void separator() {}

          @Override
          public void number(double number) throws IOException {
            out.writeNumber(number);
          }

          @Override
          public void endArray() throws IOException {
            out.writeEndArray();
          }
        });
  }
}
