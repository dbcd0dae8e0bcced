package jsonmark.deser;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.Map;

/** Jackson, benchmark Data: any JSON value into Jackson's tree ({@code JsonNode}). */
final class JacksonTreeParser implements RecordParser {

  private final ObjectMapper mapper =
      JsonMapper.builder(new SeededJsonFactory()).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    JsonNode tree = mapper.readTree(buffer, offset, length);
    if (tree == null || tree.isMissingNode()) {
      throw new IOException("no JSON value");
    }
    TreeCounts counts = new TreeCounts();
    count(tree, counts);
    return new TreeLine(tree, counts.sum());
  }

  @Override
  public String write(Checksummed line) throws IOException {
    return mapper.writeValueAsString(((TreeLine) line).tree());
  }

  private static void count(JsonNode node, TreeCounts counts) {
    if (node.isObject()) {
      counts.object();
      for (Map.Entry<String, JsonNode> member : node.properties()) {
        counts.member(member.getKey());
        count(member.getValue(), counts);
      }
    } else if (node.isArray()) {
      counts.array();
      for (JsonNode element : node) {
        count(element, counts);
      }
    } else if (node.isTextual()) {
      counts.string(node.textValue());
    } else if (node.isNumber()) {
      counts.number();
    } else if (node.isBoolean()) {
      counts.bool(node.booleanValue());
    } else {
      counts.nullValue();
    }
  }
}
