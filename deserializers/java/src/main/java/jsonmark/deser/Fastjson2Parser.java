package jsonmark.deser;

import com.alibaba.fastjson2.JSON;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import jsonmark.deser.canada.Fastjson2PointArrays;
import jsonmark.deser.canada.PointArrays;

/** fastjson2: binds the line's UTF-8 bytes straight into the model. */
final class Fastjson2Parser implements RecordParser {

  static {
    // JSON.parseObject reads through fastjson2's global provider, so the reader goes there.
    JSON.register(PointArrays.class, new Fastjson2PointArrays());
  }

  private final Class<? extends Checksummed> model;

  Fastjson2Parser(Class<? extends Checksummed> model) {
    this.model = model;
  }

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    return RecordParser.requireObject(
        JSON.parseObject(buffer, offset, length, StandardCharsets.UTF_8, model));
  }
}
