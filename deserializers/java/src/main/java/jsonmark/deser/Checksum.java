package jsonmark.deser;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Parses every non-blank line of a JSON Lines file and sums what each adds to the checksum. */
final class Checksum {

  private Checksum() {}

  /** Sums the file at {@code path}. */
  static long of(Path path, RecordParser parser) throws IOException, InvalidLineException {
    return of(Files.newInputStream(path), LineSource.DEFAULT_BUFFER_SIZE, parser);
  }

  /** Sums the lines of {@code in}, which it closes, reading through a buffer of this size. */
  static long of(InputStream in, int bufferSize, RecordParser parser)
      throws IOException, InvalidLineException {
    long sum = 0;
    try (LineSource lines = new LineSource(in, bufferSize)) {
      while (lines.next()) {
        if (lines.isBlank()) {
          continue;
        }
        try {
          sum += parser.parse(lines.buffer(), lines.offset(), lines.length()).checksum();
        } catch (IOException | RuntimeException e) {
          throw new InvalidLineException(lines.lineNumber(), e);
        }
      }
    }
    return sum;
  }
}
