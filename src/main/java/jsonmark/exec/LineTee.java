package jsonmark.exec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Copies a child's output to the user's terminal in whole lines, so that it does not tear into
 * the driver's own lines, and byte for byte to the run's log file. Each block it is given
 * reaches the terminal as one write of all the lines it completes (a line also ends at a carriage
 * return, which progress bars use, or after 8 KiB); one write and one flush per line would make
 * a command that prints many short lines wait for the terminal, with its run's clock going.
 */
public final class LineTee extends OutputStream {

  /** The longest piece of a line held back from the terminal waiting for its end. */
  static final int MAX_PENDING = 8192;

  private final PrintWriter terminal;
  private final OutputStream file;
  private final Set<String> hidden;
  private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

  /** @param file the log file, or null for none */
  public LineTee(PrintWriter terminal, OutputStream file) {
    this(terminal, file, Set.of());
  }

  /**
   * @param file the log file, or null for none
   * @param hidden whole lines kept from the terminal (still in the file): what the child says
   *     of a setting the driver gave it, such as the JVM's "Picked up JAVA_TOOL_OPTIONS" line
   */
  public LineTee(PrintWriter terminal, OutputStream file, Set<String> hidden) {
    this.terminal = terminal;
    this.file = file;
    this.hidden = Set.copyOf(hidden);
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
    if (file != null) {
      file.write(bytes, offset, length);
    }
    int end = offset + length;
    int lineEnd = end;
    while (lineEnd > offset && bytes[lineEnd - 1] != '\n' && bytes[lineEnd - 1] != '\r') {
      lineEnd--;
    }
    pending.write(bytes, offset, lineEnd - offset);
    if (lineEnd > offset) {
      emit();
    }
    pending.write(bytes, lineEnd, end - lineEnd);
    if (pending.size() >= MAX_PENDING) {
      emit();
    }
  }

  @Override
  public synchronized void flush() throws IOException {
    if (file != null) {
      file.flush();
    }
  }

  /** Shows what is left of a last line without its end; the file is the caller's to close. */
  @Override
  public synchronized void close() {
    emit();
  }

  private void emit() {
    if (pending.size() == 0) {
      return;
    }
    String text = hidden.isEmpty() ? pending.toString(StandardCharsets.UTF_8)
        : shown(pending.toString(StandardCharsets.UTF_8));
    pending.reset();
    if (text.isEmpty()) {
      return;
    }
    synchronized (terminal) {
      terminal.write(text);
      terminal.flush();
    }
  }

  /** {@code text} without its {@link #hidden} lines, each line with its own end. */
  private String shown(String text) {
    StringBuilder kept = new StringBuilder(text.length());
    int start = 0;
    while (start < text.length()) {
      int end = start;
      while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
        end++;
      }
      int next = end < text.length() ? end + 1 : end;
      if (next < text.length() && text.charAt(end) == '\r' && text.charAt(next) == '\n') {
        next++; // a CRLF ends one line
      }
      if (!hidden.contains(text.substring(start, end))) {
        kept.append(text, start, next);
      }
      start = next;
    }
    return kept.toString();
  }
}
