package jsonmark.values;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A JSON Lines text split into lines without decoding: each line a slice of one byte array. A
 * line ends at {@code \n}, a {@code \r} before it is dropped, and a final {@code \n} ends the
 * last line rather than starting an empty one.
 *
 * @param bytes the whole text
 * @param starts where each line starts
 * @param ends where each line ends (exclusive, without its terminator)
 */
public record Lines(byte[] bytes, int[] starts, int[] ends) {

  /** The lines of {@code bytes}. */
  public static Lines of(byte[] bytes) {
    List<int[]> found = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        found.add(new int[] {start, i > start && bytes[i - 1] == '\r' ? i - 1 : i});
        start = i + 1;
      }
    }
    if (start < bytes.length) {
      found.add(new int[] {start, bytes.length});
    }
    int[] starts = new int[found.size()];
    int[] ends = new int[found.size()];
    for (int i = 0; i < found.size(); i++) {
      starts[i] = found.get(i)[0];
      ends[i] = found.get(i)[1];
    }
    return new Lines(bytes, starts, ends);
  }

  public int size() {
    return starts.length;
  }

  /** The number of bytes of line {@code i} (0-based). */
  public int length(int i) {
    return ends[i] - starts[i];
  }

  /** Line {@code i} decoded, for messages and the few text lines of the protocol. */
  public String text(int i) {
    return new String(bytes, starts[i], length(i), StandardCharsets.UTF_8);
  }

  /** Line {@code i} read as strict JSON. */
  public JsonValue value(int i) throws InvalidJsonException {
    return StrictReader.read(bytes, starts[i], length(i));
  }

  /** Whether line {@code i} holds only whitespace. */
  public boolean blank(int i) {
    return text(i).isBlank();
  }
}
