package jsonmark.values;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one line as exactly one strict JSON value (RFC 8259): valid UTF-8 (no overlong forms, no
 * encoded surrogates), every Jackson leniency off, duplicate keys refused, nothing after the
 * value but whitespace. Numbers of up to 100,000 digits are read (Jackson's default stops at
 * 1,000); nesting deeper than 1,000 is refused with one line.
 */
public final class StrictReader {

  /** Every JsonReadFeature is a leniency (NaN, leading zeros, comments...): all off. */
  private static final JsonFactory FACTORY = strictFactory();

  private StrictReader() {}

  /** The value of one line's UTF-8 bytes. */
  public static JsonValue read(byte[] line, int offset, int length) throws InvalidJsonException {
    try (JsonParser parser = parser(line, offset, length)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new InvalidJsonException("no JSON value", 1);
      }
      JsonValue value = value(parser, first);
      if (parser.nextToken() != null) {
        throw new InvalidJsonException(
            "more than one JSON value", column(parser.currentTokenLocation()));
      }
      return value;
    } catch (JsonProcessingException e) {
      throw new InvalidJsonException(e.getOriginalMessage(), column(e.getLocation()));
    } catch (IOException e) {
      throw new InvalidJsonException(String.valueOf(e.getMessage()), 1);
    }
  }

  /** The value of a whole byte array holding one line. */
  public static JsonValue read(byte[] line) throws InvalidJsonException {
    return read(line, 0, line.length);
  }

  /**
   * A strict parser over a line, after checking it is valid UTF-8 (Jackson's own decoder lets
   * overlong forms through); throws with the column of the first bad byte.
   */
  static JsonParser parser(byte[] line, int offset, int length)
      throws InvalidJsonException, IOException {
    checkUtf8(line, offset, length);
    return FACTORY.createParser(line, offset, length);
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

  /** Throws at the first byte that is not part of valid UTF-8, naming its 1-based column. */
  static void checkUtf8(byte[] line, int offset, int length) throws InvalidJsonException {
    boolean ascii = true;
    for (int i = offset, end = offset + length; i < end; i++) {
      if (line[i] < 0) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      return;
    }
    CharsetDecoder decoder =
        StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(line, offset, length);
    try {
      decoder.decode(in);
    } catch (CharacterCodingException e) {
      // decode() leaves the buffer where it stopped: at the malformed sequence.
      throw new InvalidJsonException("invalid UTF-8", in.position() - offset + 1);
    }
  }

  private static int column(JsonLocation location) {
    if (location == null) {
      return 1;
    }
    long bytes = location.getByteOffset();
    if (bytes >= 0) {
      return (int) bytes + 1;
    }
    return Math.max(1, location.getColumnNr());
  }

  private static JsonFactory strictFactory() {
    JsonFactory factory = new JsonFactory();
    var builder = factory.rebuild();
    for (JsonReadFeature feature : JsonReadFeature.values()) {
      builder.disable(feature);
    }
    builder.enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION);
    builder.streamReadConstraints(
        StreamReadConstraints.builder().maxNumberLength(100_000).maxNestingDepth(1_000).build());
    return builder.build();
  }
}
