package jsonmark.deser;

import java.io.IOException;

/** Parses one JSON line, given as UTF-8 bytes, fully into the benchmark's typed model. */
public interface RecordParser {

  /**
   * Parses {@code length} bytes of {@code buffer} from {@code offset}: exactly one JSON object,
   * optionally surrounded by whitespace.
   *
   * @throws IOException or a runtime exception if the bytes are not such an object
   */
  Checksummed parse(byte[] buffer, int offset, int length) throws IOException;

  /** Rejects the {@code null} that libraries return for the JSON literal {@code null}. */
  static <T> T requireObject(T record) throws IOException {
    if (record == null) {
      throw new IOException("expected a JSON object, found null");
    }
    return record;
  }
}
