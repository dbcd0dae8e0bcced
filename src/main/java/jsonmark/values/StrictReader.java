package jsonmark.values;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one line as exactly one strict JSON value (RFC 8259) into a tree. Whether the line is
 * strict JSON is judged by {@link LineScanner}, the one check of the driver, in its own words;
 * Jackson then builds the tree with its limits lifted, so that it never refuses what the check
 * accepts (numbers and strings of any length; nesting is bounded by the check).
 */
public final class StrictReader {

  /** Every JsonReadFeature is a leniency (NaN, leading zeros, comments...): all off. */
  private static final JsonFactory FACTORY = strictFactory();

  private StrictReader() {}

  /** The value of one line's UTF-8 bytes. */
  public static JsonValue read(byte[] line, int offset, int length) throws InvalidJsonException {
    GenericChecksum.of(line, offset, length);
    try (JsonParser parser = FACTORY.createParser(line, offset, length)) {
      return value(parser, parser.nextToken());
    } catch (IOException e) {
      // The check accepted the line: Jackson refusing it is a bug of ours, said as such.
      throw new IllegalStateException("Jackson refused a line that the driver's check accepts: "
          + e.getMessage(), e);
    }
  }

  /** The value of a whole byte array holding one line. */
  public static JsonValue read(byte[] line) throws InvalidJsonException {
    return read(line, 0, line.length);
  }

  private static JsonValue value(JsonParser parser, JsonToken token) throws IOException {
    switch (token) {
      case START_OBJECT:
        Map<String, JsonValue> members = new LinkedHashMap<>();
        for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
          String key = parser.currentName();
          members.put(key, value(parser, parser.nextToken()));
        }
        return new JsonValue.Obj(members);
      case START_ARRAY:
        List<JsonValue> elements = new ArrayList<>();
        for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
          elements.add(value(parser, t));
        }
        return new JsonValue.Arr(elements);
      case VALUE_STRING:
        return new JsonValue.Str(parser.getText());
      case VALUE_NUMBER_INT:
        return new JsonValue.Num(parser.getText(), true);
      case VALUE_NUMBER_FLOAT:
        return new JsonValue.Num(parser.getText(), false);
      case VALUE_TRUE:
        return new JsonValue.Bool(true);
      case VALUE_FALSE:
        return new JsonValue.Bool(false);
      case VALUE_NULL:
        return new JsonValue.Null();
      default:
        throw new IOException("unexpected " + token);
    }
  }

  private static JsonFactory strictFactory() {
    JsonFactory factory = new JsonFactory();
    var builder = factory.rebuild();
    for (JsonReadFeature feature : JsonReadFeature.values()) {
      builder.disable(feature);
    }
    builder.streamReadConstraints(
        StreamReadConstraints.builder()
            .maxNumberLength(Integer.MAX_VALUE)
            .maxStringLength(Integer.MAX_VALUE)
            .maxNameLength(Integer.MAX_VALUE)
            .maxNestingDepth(1_000)
            .build());
    return builder.build();
  }
}
