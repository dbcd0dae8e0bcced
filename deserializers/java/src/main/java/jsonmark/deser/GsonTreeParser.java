package jsonmark.deser;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Gson, benchmark Data: any JSON value into Gson's tree ({@code JsonElement}), strictly. */
final class GsonTreeParser implements RecordParser {

  private final Gson gson = GsonParser.strictGson();

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    String line = new String(buffer, offset, length, StandardCharsets.UTF_8);
    JsonElement tree = gson.fromJson(line, JsonElement.class);
    if (tree == null) {
      throw new IOException("no JSON value");
    }
    TreeCounts counts = new TreeCounts();
    count(tree, counts);
    return new TreeLine(tree, counts.sum());
  }

  @Override
  public String write(Checksummed line) {
    return gson.toJson((JsonElement) ((TreeLine) line).tree());
  }

  private static void count(JsonElement element, TreeCounts counts) {
    if (element.isJsonObject()) {
      counts.object();
      for (Map.Entry<String, JsonElement> member : element.getAsJsonObject().entrySet()) {
        counts.member(member.getKey());
        count(member.getValue(), counts);
      }
    } else if (element.isJsonArray()) {
      counts.array();
      for (JsonElement item : element.getAsJsonArray()) {
        count(item, counts);
      }
    } else if (element.isJsonPrimitive()) {
      JsonPrimitive primitive = element.getAsJsonPrimitive();
      if (primitive.isString()) {
        counts.string(primitive.getAsString());
      } else if (primitive.isNumber()) {
        counts.number();
      } else {
        counts.bool(primitive.getAsBoolean());
      }
    } else {
      counts.nullValue();
    }
  }
}
