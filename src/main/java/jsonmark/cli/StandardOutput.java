package jsonmark.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * Standard output, which remembers why a write to it failed (a full disk, a closed descriptor, a
 * reader gone): Java's print streams swallow the error, and a command whose table was lost must
 * not exit 0 as if it had been printed.
 */
public final class StandardOutput extends FilterOutputStream {

  /** Linux's words for a write to a pipe that no process reads any more (EPIPE). */
  static final String BROKEN_PIPE = "Broken pipe";

  private IOException failure;
  private final PrintStream stream;
  private final PrintWriter writer;

  /** Standard output over {@code descriptor}, in the platform's charset, flushed at each line. */
  public StandardOutput(OutputStream descriptor) {
    super(descriptor);
    stream = new PrintStream(new BufferedOutputStream(this, 8192), true,
        Charset.defaultCharset());
    writer = new PrintWriter(stream, true);
  }

  /** The stream to print to, that {@code System.out} may be set to. */
  public PrintStream stream() {
    return stream;
  }

  /** The writer that commands print their tables to. */
  public PrintWriter writer() {
    return writer;
  }

  @Override
  public void write(int b) throws IOException {
    try {
      out.write(b);
    } catch (IOException e) {
      throw remembered(e);
    }
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    try {
      out.write(bytes, offset, length);
    } catch (IOException e) {
      throw remembered(e);
    }
  }

  @Override
  public void flush() throws IOException {
    try {
      out.flush();
    } catch (IOException e) {
      throw remembered(e);
    }
  }

  private IOException remembered(IOException e) {
    if (failure == null) {
      failure = e;
    }
    return e;
  }

  /** Why a write failed, once everything printed has been flushed; empty when none did. */
  public Optional<String> failure() {
    if (!writer.checkError()) {
      return Optional.empty();
    }
    return Optional.of(failure == null || failure.getMessage() == null ? "an I/O error"
        : failure.getMessage());
  }

  /**
   * The exit status of a command that returned {@code status}: at least 1, said in one line on
   * {@code err}, when what it printed could not all be written. A reader that stopped reading
   * ({@code | head}) is not told what it chose not to read: 1 without a word, as {@code cat}
   * ends silently there.
   */
  public int checked(int status, PrintWriter err) {
    Optional<String> failure = failure();
    if (failure.isEmpty()) {
      return status;
    }
    if (failure.get().equals(BROKEN_PIPE)) {
      return Math.max(status, 1);
    }
    err.println("jsonmark: could not write to standard output (" + failure.get() + ")");
    err.flush();
    return Math.max(status, 1);
  }
}
