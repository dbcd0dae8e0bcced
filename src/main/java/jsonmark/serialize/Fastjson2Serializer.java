package jsonmark.serialize;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.writer.ObjectWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * fastjson2, writing UTF-8 bytes directly, with {@code WriteNulls} so {@code "null":null} stays.
 */
final class Fastjson2Serializer implements Serializer {

  /** Flush to the stream past this many buffered bytes, so the writer's buffer stays small. */
  private static final int FLUSH_AT = 1 << 16;

  @Override
  public String name() {
    return "fastjson2";
  }

  @Override
  public String description() {
    return "fastjson2 " + JSON.VERSION;
  }

  @Override
  public <R> void writeLines(List<R> records, Class<R> type, OutputStream out) throws IOException {
    try (JSONWriter writer = JSONWriter.ofUTF8(JSONWriter.Feature.WriteNulls)) {
      ObjectWriter<?> objectWriter = writer.getObjectWriter(type);
      for (R record : records) {
        objectWriter.write(writer, record, null, null, 0);
        writer.writeRaw((byte) '\n');
        if (writer.size() >= FLUSH_AT) {
          writer.flushTo(out);
        }
      }
      writer.flushTo(out);
    }
  }
}
