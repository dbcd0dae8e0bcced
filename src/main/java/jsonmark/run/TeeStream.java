package jsonmark.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Copies a child's stderr to the user's terminal, a line at a time so it does not tear into the
 * driver's own lines, and byte for byte to the run's log file.
 */
final class TeeStream extends OutputStream {

  private final PrintWriter terminal;
  private final OutputStream file;
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();

  TeeStream(PrintWriter terminal, OutputStream file) {
    this.terminal = terminal;
    this.file = file;
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
    for (int i = offset; i < offset + length; i++) {
      line.write(bytes[i]);
      if (bytes[i] == '\n' || bytes[i] == '\r' || line.size() >= 8192) {
        emit();
      }
    }
  }

  @Override
  public synchronized void flush() throws IOException {
    if (file != null) {
      file.flush();
    }
  }

  @Override
  public synchronized void close() throws IOException {
    emit();
  }

  private void emit() {
    if (line.size() == 0) {
      return;
    }
    synchronized (terminal) {
      terminal.write(line.toString(StandardCharsets.UTF_8));
      terminal.flush();
    }
    line.reset();
  }

  static void closeQuietly(OutputStream stream) {
    if (stream == null) {
      return;
    }
    try {
      stream.close();
    } catch (IOException e) {
      // The log file is a convenience; the run's result does not depend on it.
    }
  }
}
