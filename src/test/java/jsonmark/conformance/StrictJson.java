package jsonmark.conformance;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference the suite is checked against: JSON Lines read strictly. The bytes must be valid
 * UTF-8 (no overlong forms, no encoded surrogates); the text is split on {@code \n} only, a final
 * {@code \n} ending the last line; each line must hold exactly one JSON value, read by Jackson
 * with every leniency off, and nothing after it but whitespace.
 */
final class StrictJson {

  /** Every JsonReadFeature is a leniency (NaN, leading zeros, comments...): all off. */
  private static final JsonFactory FACTORY = strictFactory();

  private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

  private StrictJson() {}

  /** The values of every line; throws when any part of the file is not strict JSON Lines. */
  static List<JsonNode> read(byte[] content) throws IOException {
    String text = utf8(content);
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    if (lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1); // the last line's own \n
    }
    List<JsonNode> values = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      try {
        values.add(value(lines.get(i)));
      } catch (IOException e) {
        throw new IOException("line " + (i + 1) + ": " + e.getMessage(), e);
      }
    }
    return values;
  }

  /** The sum of integer_1 + integer_2 as 64-bit integers; throws when a line is no record. */
  static long checksum(byte[] content) throws IOException {
    long sum = 0;
    for (JsonNode record : read(content)) {
      sum += integer(record, "integer_1") + integer(record, "integer_2");
    }
    return sum;
  }

  private static JsonNode value(String line) throws IOException {
    try (JsonParser parser = FACTORY.createParser(line)) {
      JsonNode value = MAPPER.readTree(parser);
      if (value == null || value.isMissingNode()) {
        throw new IOException("no JSON value");
      }
      if (parser.nextToken() != null) {
        throw new IOException("more than one value");
      }
      return value;
    }
  }

  private static long integer(JsonNode record, String name) throws IOException {
    JsonNode value = record.get(name);
    if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) {
      throw new IOException(name + " is not a 64-bit integer: " + value);
    }
    return value.longValue();
  }

  private static String utf8(byte[] content) throws IOException {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(content))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IOException("invalid UTF-8: " + e, e);
    }
  }

  private static JsonFactory strictFactory() {
    JsonFactory factory = new JsonFactory();
    var builder = factory.rebuild();
    for (JsonReadFeature feature : JsonReadFeature.values()) {
      builder.disable(feature);
    }
    return builder.build();
  }
}
