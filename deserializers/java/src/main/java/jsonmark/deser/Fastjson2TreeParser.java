package jsonmark.deser;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * fastjson2, benchmark Data: any JSON value through {@code JSON.parse} into its tree (JSONObject,
 * JSONArray, String, Number, Boolean, null), written back with {@code WriteNulls}.
 */
final class Fastjson2TreeParser implements RecordParser {

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    Object tree =
        JSON.parse(buffer, offset, length, StandardCharsets.UTF_8, JSONFactory.createReadContext());
    return new TreeLine(tree, TreeCounts.ofJavaTree(tree));
  }

  @Override
  public String write(Checksummed line) {
    return JSON.toJSONString(((TreeLine) line).tree(), JSONWriter.Feature.WriteNulls);
  }
}
