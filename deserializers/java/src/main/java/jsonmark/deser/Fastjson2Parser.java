package jsonmark.deser;

import com.alibaba.fastjson2.JSON;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** fastjson2: binds the line's UTF-8 bytes straight into the record. */
final class Fastjson2Parser implements RecordParser {

  @Override
  public Simple1Record parse(byte[] buffer, int offset, int length) throws IOException {
    return RecordParser.requireObject(
        JSON.parseObject(buffer, offset, length, StandardCharsets.UTF_8, Simple1Record.class));
  }
}
