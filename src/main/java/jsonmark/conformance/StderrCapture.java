package jsonmark.conformance;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the first 16 KiB of one run's stderr for the log file; a command that writes more (a
 * runaway loop) cannot fill the driver's memory.
 */
final class StderrCapture extends OutputStream {

  static final int LIMIT = 16 * 1024;

  private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
  private long dropped;

  @Override
  public synchronized void write(int b) {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) {
    int room = Math.max(0, LIMIT - kept.size());
    int taken = Math.min(room, length);
    kept.write(bytes, offset, taken);
    dropped += length - taken;
  }

  synchronized long size() {
    return kept.size() + dropped;
  }

  /** What was kept, with a note of what was not. */
  synchronized String text() {
    String text = kept.toString(StandardCharsets.UTF_8);
    return dropped == 0 ? text : text + "\n[" + dropped + " more bytes not kept]\n";
  }
}
