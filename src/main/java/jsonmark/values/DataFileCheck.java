package jsonmark.values;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * Reads a user's JSON Lines file once: checks that every line is one strict JSON value in UTF-8,
 * computes the generic checksum of benchmark {@code Data} as it goes, copies the bytes into the
 * cache, and copies the first lines (up to a size) into the validation file.
 */
public final class DataFileCheck {

  /** A line longer than this is refused rather than held in memory. */
  static final int MAX_LINE_BYTES = 64 << 20;

  /**
   * What the file holds.
   *
   * @param lines its lines (records)
   * @param bytes its size
   * @param checksum its generic checksum
   * @param prefixLines the lines copied into the validation file
   * @param prefixBytes their size
   * @param prefixChecksum their generic checksum
   */
  public record Checked(
      long lines, long bytes, long checksum, long prefixLines, long prefixBytes,
      long prefixChecksum) {}

  /** A line that is not one strict JSON value: which line, which byte column, and why. */
  public static final class BadLine extends Exception {
    private static final long serialVersionUID = 1L;

    private final long line;
    private final long column;

    BadLine(long line, long column, String why) {
      super("line " + line + ", column " + column + ": " + why);
      this.line = line;
      this.column = column;
    }

    public long line() {
      return line;
    }

    public long column() {
      return column;
    }
  }

  private DataFileCheck() {}

  /**
   * Checks {@code in} line by line, copying it to {@code copy} and its first lines, up to {@code
   * prefixLimit} bytes but at least one line, to {@code prefix}; either may be null.
   */
  public static Checked scan(InputStream in, OutputStream copy, OutputStream prefix,
      long prefixLimit) throws IOException, BadLine {
    byte[] buffer = new byte[1 << 20];
    int limit = 0;
    int start = 0;
    long line = 0;
    long bytes = 0;
    long checksum = 0;
    long prefixLines = 0;
    long prefixBytes = 0;
    long prefixChecksum = 0;
    boolean prefixOpen = prefix != null;
    boolean eof = false;
    while (true) {
      int newline = -1;
      for (int i = start; i < limit; i++) {
        if (buffer[i] == '\n') {
          newline = i;
          break;
        }
      }
      if (newline < 0 && !eof) {
        // Keep the unfinished line, read more after it.
        int pending = limit - start;
        if (start == 0 && pending == buffer.length) {
          if (buffer.length >= MAX_LINE_BYTES) {
            throw new BadLine(line + 1, 1, "the line is longer than " + (MAX_LINE_BYTES >> 20)
                + " MiB");
          }
          buffer = Arrays.copyOf(buffer, buffer.length * 2);
        } else if (start > 0) {
          System.arraycopy(buffer, start, buffer, 0, pending);
        }
        start = 0;
        limit = pending;
        int read = in.read(buffer, limit, buffer.length - limit);
        if (read < 0) {
          eof = true;
        } else {
          limit += read;
        }
        continue;
      }
      int end = newline < 0 ? limit : newline;
      if (newline < 0 && end == start) {
        break; // the end of the file, after a final newline
      }
      line++;
      long value;
      try {
        value = GenericChecksum.of(buffer, start, end - start);
      } catch (InvalidJsonException e) {
        String why = end == start ? "an empty line (each line must hold one JSON value)"
            : e.getMessage();
        throw new BadLine(line, end == start ? 1 : e.column(), why);
      }
      int length = (newline < 0 ? end : newline + 1) - start;
      checksum += value;
      bytes += length;
      if (copy != null) {
        copy.write(buffer, start, length);
      }
      if (prefixOpen) {
        prefix.write(buffer, start, length);
        if (newline < 0) {
          prefix.write('\n');
        }
        prefixLines++;
        prefixBytes += length + (newline < 0 ? 1 : 0);
        prefixChecksum += value;
        prefixOpen = prefixBytes < prefixLimit;
      }
      start = end + 1;
      if (newline < 0) {
        break;
      }
    }
    if (line == 0) {
      throw new BadLine(1, 1, "the file is empty: it needs one JSON value per line");
    }
    return new Checked(line, bytes, checksum, prefixLines, prefixBytes, prefixChecksum);
  }
}
