package jsonmark.exec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Drains a child's output stream on its own thread, forwarding the bytes to an optional sink and
 * keeping only the last lines and the last non-empty line, so a command that prints megabytes
 * costs the driver no memory. Lines that start with {@link #LIBRARY} (the protocol's optional
 * {@code library: <name> <version>}) are kept apart, the first few, wherever they come.
 */
final class StreamTail {

  static final int MAX_LINE_BYTES = 4096;
  static final int TAIL_LINES = 10;
  static final String LIBRARY = "library: ";
  static final int MAX_LIBRARIES = 16;

  private final ArrayDeque<String> tail = new ArrayDeque<>();
  private final List<String> libraries = new ArrayList<>();
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();
  private long lineBytes;
  private long bytes;
  private final Thread thread;
  private String lastNonEmpty;
  private IOException sinkFailure;

  private StreamTail(InputStream in, OutputStream sink, String name) {
    thread = new Thread(() -> drain(in, sink), name);
    thread.setDaemon(true);
  }

  /** Starts draining {@code in}; {@code sink} may be null. */
  static StreamTail start(InputStream in, OutputStream sink, String name) {
    StreamTail tail = new StreamTail(in, sink, name);
    tail.thread.start();
    return tail;
  }

  /** Waits until the stream is closed (the child and all that inherited it are gone). */
  void await(long millis) throws InterruptedException {
    thread.join(millis);
  }

  /** Every byte read from the stream so far: the driver's own reads, not the command's. */
  synchronized long bytes() {
    return bytes;
  }

  synchronized String lastNonEmptyLine() {
    return lastNonEmpty;
  }

  synchronized List<String> lastLines() {
    return List.copyOf(tail);
  }

  /** What each {@code library:} line named ({@code orjson 3.10.7}), in order, without repeats. */
  synchronized List<String> libraries() {
    return List.copyOf(libraries);
  }

  private void drain(InputStream in, OutputStream sink) {
    byte[] buffer = new byte[64 * 1024];
    try (in) {
      int n;
      while ((n = in.read(buffer)) >= 0) {
        forward(sink, buffer, n);
        collect(buffer, n);
      }
    } catch (IOException e) {
      // The stream closes when the process is killed; what was read is kept.
    }
    synchronized (this) {
      endLine();
    }
  }

  private void forward(OutputStream sink, byte[] buffer, int n) {
    if (sink == null || sinkFailure != null) {
      return;
    }
    try {
      sink.write(buffer, 0, n);
      sink.flush();
    } catch (IOException e) {
      sinkFailure = e;
    }
  }

  private synchronized void collect(byte[] buffer, int n) {
    bytes += n;
    for (int i = 0; i < n; i++) {
      byte b = buffer[i];
      if (b == '\n') {
        endLine();
      } else {
        lineBytes++;
        if (line.size() < MAX_LINE_BYTES) {
          line.write(b);
        }
      }
    }
  }

  private void endLine() {
    if (lineBytes == 0) {
      return;
    }
    // A cut line is never blank: its end is unknown, so an earlier line must not stand for it.
    String text = stripTrailingBlanks(line.toString(StandardCharsets.UTF_8));
    if (lineBytes > MAX_LINE_BYTES) {
      String start = text.replaceFirst("^[ \t\r]+", "");
      text = (start.length() > 80 ? start.substring(0, 80) : start)
          + String.format(Locale.ROOT, " [a line of %d bytes, cut at %d]", lineBytes,
              MAX_LINE_BYTES);
    }
    line.reset();
    lineBytes = 0;
    if (text.isEmpty()) {
      return;
    }
    if (text.startsWith(LIBRARY) && libraries.size() < MAX_LIBRARIES) {
      String library = text.substring(LIBRARY.length()).strip();
      if (!library.isEmpty() && !libraries.contains(library)) {
        libraries.add(library);
      }
    }
    lastNonEmpty = text;
    tail.addLast(text);
    if (tail.size() > TAIL_LINES) {
      tail.removeFirst();
    }
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
