package jsonmark.values;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * The checksum of benchmark {@code Data} (docs/benchmarks.md): per line, as a signed 64-bit sum,
 * {@code 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses +
 * 17·nulls + 19·code points} of every string value and every key. Computed from the token stream
 * of the strict reader, so checking a line and summing it are one pass.
 */
public final class GenericChecksum {

  private GenericChecksum() {}

  /** Checks that the line is one strict JSON value and returns what it adds to the checksum. */
  public static long of(byte[] line, int offset, int length) throws InvalidJsonException {
    long sum = 0;
    try (JsonParser parser = StrictReader.parser(line, offset, length)) {
      int depth = 0;
      JsonToken token = parser.nextToken();
      if (token == null) {
        throw new InvalidJsonException("no JSON value", 1);
      }
      do {
        switch (token) {
          case START_OBJECT -> {
            sum += 1;
            depth++;
          }
          case START_ARRAY -> {
            sum += 2;
            depth++;
          }
          case END_OBJECT, END_ARRAY -> depth--;
          case FIELD_NAME -> sum += 3 + 19L * codePoints(parser.currentName());
          case VALUE_STRING -> sum += 5 + 19L * codePoints(parser.getText());
          case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> sum += 7;
          case VALUE_TRUE -> sum += 11;
          case VALUE_FALSE -> sum += 13;
          case VALUE_NULL -> sum += 17;
          default -> throw new InvalidJsonException("unexpected " + token, 1);
        }
        if (depth == 0) {
          break;
        }
        token = parser.nextToken();
        if (token == null) {
          throw new InvalidJsonException("unexpected end of the line", length + 1);
        }
      } while (true);
      if (parser.nextToken() != null) {
        throw new InvalidJsonException(
            "more than one JSON value", (int) parser.currentTokenLocation().getByteOffset() + 1);
      }
    } catch (JsonProcessingException e) {
      long bytes = e.getLocation() == null ? 0 : e.getLocation().getByteOffset();
      throw new InvalidJsonException(e.getOriginalMessage(), (int) Math.max(0, bytes) + 1);
    } catch (IOException e) {
      throw new InvalidJsonException(String.valueOf(e.getMessage()), 1);
    }
    return sum;
  }

  /** What one line adds, for a line given as text. */
  public static long of(String line) throws InvalidJsonException {
    byte[] bytes = line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return of(bytes, 0, bytes.length);
  }

  private static int codePoints(String text) {
    return text.codePointCount(0, text.length());
  }
}
