package jsonmark.deser;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import jsonmark.deser.canada.Fastjson2PointArrays;
import jsonmark.deser.canada.Fastjson2PointArraysWriter;
import jsonmark.deser.canada.PointArrays;

/**
 * fastjson2: binds the line's UTF-8 bytes straight into the model; in validation mode writes it
 * back with {@code JSON.toJSONString} and {@code WriteNulls} (fastjson2 drops nulls by default,
 * and every key of the input is there, null or not).
 */
final class Fastjson2Parser implements RecordParser {

  static {
    // JSON.parseObject and JSON.toJSONString go through fastjson2's global providers.
    JSON.register(PointArrays.class, new Fastjson2PointArrays());
    JSON.register(PointArrays.class, new Fastjson2PointArraysWriter());
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

  @Override
  public String write(Checksummed line) {
    return JSON.toJSONString(line, JSONWriter.Feature.WriteNulls);
  }
}
