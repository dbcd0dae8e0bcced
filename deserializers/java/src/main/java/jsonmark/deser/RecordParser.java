package jsonmark.deser;

import java.io.IOException;

/** Parses one JSON line, given as UTF-8 bytes, fully with one library; writes it back too. */
public interface RecordParser {

  /**
   * Parses {@code length} bytes of {@code buffer} from {@code offset}: exactly one JSON object
   * (one JSON value for benchmark {@code Data}), optionally surrounded by whitespace.
   *
   * @throws IOException or a runtime exception if the bytes are not such a value
   */
  Checksummed parse(byte[] buffer, int offset, int length) throws IOException;

  /**
   * Validation mode: the value that {@link #parse} returned, written back as compact JSON on one
   * line by the same library's own writer.
   */
  String write(Checksummed line) throws IOException;

  /** Rejects the {@code null} that libraries return for the JSON literal {@code null}. */
  static <T> T requireObject(T record) throws IOException {
    if (record == null) {
      throw new IOException("expected a JSON object, found null");
    }
    return record;
  }
}
