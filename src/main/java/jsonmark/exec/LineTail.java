package jsonmark.exec;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The last lines of a byte stream fed in blocks, the last non-empty one, and the protocol's
 * {@code library: <name> <version>} lines (the first few, wherever they come). Only what can
 * still be shown is decoded: a block's lines are found by their ends, and only the last {@link
 * #TAIL_LINES} non-empty ones of each block (and a {@code library:} line) become text, so a
 * command that prints megabytes of short lines costs a pass over its bytes, not a string per line.
 * Not thread-safe: {@link StreamTail} feeds it from its draining thread under its own lock.
 */
final class LineTail {

  static final int MAX_LINE_BYTES = 4096;
  static final int TAIL_LINES = 10;
  static final String LIBRARY = "library: ";
  static final int MAX_LIBRARIES = 16;

  private static final byte[] LIBRARY_BYTES = LIBRARY.getBytes(StandardCharsets.US_ASCII);

  private final ArrayDeque<String> tail = new ArrayDeque<>();
  private final List<String> libraries = new ArrayList<>();
  /** The first bytes of the line that the last block left unfinished. */
  private final byte[] head = new byte[MAX_LINE_BYTES];
  private int headSize;
  private long lineBytes;
  private long bytes;
  private String lastNonEmpty;
  /** Where this block's last non-empty lines start and end, as a ring of {@link #TAIL_LINES}. */
  private final int[] keptStart = new int[TAIL_LINES];
  private final int[] keptEnd = new int[TAIL_LINES];

  /** Takes the next {@code n} bytes of the stream from {@code block}. */
  void feed(byte[] block, int n) {
    bytes += n;
    int start = 0;
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (block[i] != '\n') {
        continue;
      }
      if (start == 0 && lineBytes > 0) {
        append(block, 0, i);
        endCarriedLine(); // first, so that it comes before this block's kept lines
      } else {
        if (libraries.size() < MAX_LIBRARIES && startsWithLibrary(block, start, i)) {
          library(text(block, start, i - start, i - start));
        }
        if (i - start > MAX_LINE_BYTES || lastNonBlank(block, start, i) > start) {
          keptStart[kept % TAIL_LINES] = start;
          keptEnd[kept % TAIL_LINES] = i;
          kept++;
        }
      }
      start = i + 1;
    }
    for (int k = Math.max(0, kept - TAIL_LINES); k < kept; k++) {
      int from = keptStart[k % TAIL_LINES];
      int length = keptEnd[k % TAIL_LINES] - from;
      add(text(block, from, length, length));
    }
    append(block, start, n);
  }

  /** Ends the stream: a last line without a newline is a line all the same. */
  void finish() {
    endCarriedLine();
  }

  /** Every byte fed so far. */
  long bytes() {
    return bytes;
  }

  String lastNonEmptyLine() {
    return lastNonEmpty;
  }

  List<String> lastLines() {
    return List.copyOf(tail);
  }

  /** What each {@code library:} line named ({@code orjson 3.10.7}), in order, without repeats. */
  List<String> libraries() {
    return List.copyOf(libraries);
  }

  private void append(byte[] block, int from, int to) {
    int room = Math.min(to - from, MAX_LINE_BYTES - headSize);
    if (room > 0) {
      System.arraycopy(block, from, head, headSize, room);
      headSize += room;
    }
    lineBytes += to - from;
  }

  private void endCarriedLine() {
    if (lineBytes == 0) {
      return;
    }
    String text = text(head, 0, headSize, lineBytes);
    headSize = 0;
    lineBytes = 0;
    if (!text.isEmpty()) {
      library(text);
      add(text);
    }
  }

  private void add(String text) {
    lastNonEmpty = text;
    tail.addLast(text);
    if (tail.size() > TAIL_LINES) {
      tail.removeFirst();
    }
  }

  private void library(String text) {
    if (text.startsWith(LIBRARY) && libraries.size() < MAX_LIBRARIES) {
      String library = text.substring(LIBRARY.length()).strip();
      if (!library.isEmpty() && !libraries.contains(library)) {
        libraries.add(library);
      }
    }
  }

  /**
   * The line whose first {@code available} bytes (at most {@link #MAX_LINE_BYTES}) are at {@code
   * from}, of {@code length} bytes in all. A cut line is never blank: its end is unknown, so an
   * earlier line must not stand for it.
   */
  private static String text(byte[] bytes, int from, int available, long length) {
    String text = stripTrailingBlanks(
        new String(bytes, from, Math.min(available, MAX_LINE_BYTES), StandardCharsets.UTF_8));
    if (length <= MAX_LINE_BYTES) {
      return text;
    }
    String start = text.replaceFirst("^[ \t\r]+", "");
    return (start.length() > 80 ? start.substring(0, 80) : start)
        + String.format(Locale.ROOT, " [a line of %d bytes, cut at %d]", length, MAX_LINE_BYTES);
  }

  private static boolean startsWithLibrary(byte[] block, int from, int to) {
    if (to - from < LIBRARY_BYTES.length) {
      return false;
    }
    for (int i = 0; i < LIBRARY_BYTES.length; i++) {
      if (block[from + i] != LIBRARY_BYTES[i]) {
        return false;
      }
    }
    return true;
  }

  /** The end of the line from {@code from} to {@code to} without its trailing blanks. */
  private static int lastNonBlank(byte[] block, int from, int to) {
    int end = to;
    while (end > from && (block[end - 1] == ' ' || block[end - 1] == '\t'
        || block[end - 1] == '\r')) {
      end--;
    }
    return end;
  }

  /**
   * The line without the spaces, tabs and CRs at its end, the only blanks of the protocol: {@link
   * String#stripTrailing()} would also drop U+001C to U+001F, which must reach the checksum check.
   */
  static String stripTrailingBlanks(String text) {
    int end = text.length();
    while (end > 0 && " \t\r".indexOf(text.charAt(end - 1)) >= 0) {
      end--;
    }
    return text.substring(0, end);
  }
}
