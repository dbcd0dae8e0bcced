package jsonmark.deser;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines inside one large reusable buffer, without decoding them, so
 * that libraries which parse bytes get each line as a slice of that buffer.
 *
 * <p>A line ends at {@code \n}; a {@code \r} before it is dropped. The last line needs no
 * newline. A line longer than the buffer grows it.
 */
final class LineSource implements Closeable {

  /** Default buffer size: 1 MiB, large enough that reads are few and lines rarely straddle it. */
  static final int DEFAULT_BUFFER_SIZE = 1 << 20;

  private final InputStream in;
  private byte[] buffer;
  private int limit; // end of the valid bytes in buffer
  private int next; // start of the next line
  private int lineStart;
  private int lineLength;
  private long lineNumber;
  private boolean eof;

  LineSource(InputStream in) {
    this(in, DEFAULT_BUFFER_SIZE);
  }

  LineSource(InputStream in, int bufferSize) {
    this.in = in;
    this.buffer = new byte[bufferSize];
  }

  /** Moves to the next line; returns false at the end of the stream. */
  boolean next() throws IOException {
    int scan = next;
    while (true) {
      for (int i = scan; i < limit; i++) {
        if (buffer[i] == '\n') {
          setLine(next, i);
          next = i + 1;
          return true;
        }
      }
      if (eof) {
        if (next < limit) {
          setLine(next, limit);
          next = limit;
          return true;
        }
        return false;
      }
      scan = fill();
    }
  }

  /** Reads more bytes after the unfinished line; returns where the newline search resumes. */
  private int fill() throws IOException {
    int pending = limit - next;
    if (next > 0) {
      System.arraycopy(buffer, next, buffer, 0, pending);
    } else if (pending == buffer.length) {
      buffer = Arrays.copyOf(buffer, 2 * buffer.length);
    }
    next = 0;
    limit = pending;
    int read = in.read(buffer, limit, buffer.length - limit);
    if (read < 0) {
      eof = true;
    } else {
      limit += read;
    }
    return pending;
  }

  private void setLine(int start, int end) {
    if (end > start && buffer[end - 1] == '\r') {
      end--;
    }
    lineStart = start;
    lineLength = end - start;
    lineNumber++;
  }

  /** The buffer that holds the current line; valid until the next call to {@link #next()}. */
  byte[] buffer() {
    return buffer;
  }

  /** Where the current line starts in {@link #buffer()}. */
  int offset() {
    return lineStart;
  }

  /** The current line's length in bytes, without its line terminator. */
  int length() {
    return lineLength;
  }

  /** The current line's 1-based number, counting blank lines too. */
  long lineNumber() {
    return lineNumber;
  }

  /** Whether the current line is empty or holds only JSON whitespace. */
  boolean isBlank() {
    for (int i = lineStart, end = lineStart + lineLength; i < end; i++) {
      if (!isWhitespace(buffer[i])) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code b} is one of JSON's four whitespace bytes. */
  static boolean isWhitespace(byte b) {
    return b == ' ' || b == '\t' || b == '\r' || b == '\n';
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
