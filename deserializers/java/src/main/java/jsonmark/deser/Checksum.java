package jsonmark.deser;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Parses every non-blank line of a JSON Lines file and sums what each adds to the checksum; in
 * validation mode also writes each parsed line back, one line each, in order.
 */
final class Checksum {

  private Checksum() {}

  /** Sums the file at {@code path}. */
  static long of(Path path, RecordParser parser) throws IOException, InvalidLineException {
    return of(Files.newInputStream(path), LineSource.DEFAULT_BUFFER_SIZE, parser, null);
  }

  /** Sums the file at {@code path}, writing every parsed line back to {@code echo}. */
  static long of(Path path, RecordParser parser, Writer echo)
      throws IOException, InvalidLineException {
    return of(Files.newInputStream(path), LineSource.DEFAULT_BUFFER_SIZE, parser, echo);
  }

  /** Sums the lines of {@code in}, which it closes, reading through a buffer of this size. */
  static long of(InputStream in, int bufferSize, RecordParser parser)
      throws IOException, InvalidLineException {
    return of(in, bufferSize, parser, null);
  }

  /**
   * Sums the lines of {@code in}, which it closes; when {@code echo} is not null, writes each
   * parsed line back there with the library's writer, followed by a newline.
   */
  static long of(InputStream in, int bufferSize, RecordParser parser, Writer echo)
      throws IOException, InvalidLineException {
    long sum = 0;
    try (LineSource lines = new LineSource(in, bufferSize)) {
      while (lines.next()) {
        if (lines.isBlank()) {
          continue;
        }
        Checksummed line;
        String written = null;
        try {
          line = parser.parse(lines.buffer(), lines.offset(), lines.length());
          if (echo != null) {
            written = parser.write(line);
          }
        } catch (IOException | RuntimeException | StackOverflowError e) {
          throw new InvalidLineException(lines.lineNumber(), e);
        }
        sum += line.checksum();
        if (written != null) {
          echo.write(written);
          echo.write('\n');
        }
      }
    }
    return sum;
  }
}
