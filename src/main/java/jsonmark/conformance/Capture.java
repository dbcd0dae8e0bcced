package jsonmark.conformance;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the first bytes of one run's stderr (16 KiB, for the log file) or stdout (in validation
 * mode); a command that writes more (a runaway loop) cannot fill the driver's memory.
 */
final class Capture extends OutputStream {

  static final int LIMIT = 16 * 1024;

  private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
  private final int limit;
  private long dropped;

  Capture() {
    this(LIMIT);
  }

  Capture(int limit) {
    this.limit = limit;
  }

  @Override
  public synchronized void write(int b) {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) {
    int room = Math.max(0, limit - kept.size());
    int taken = Math.min(room, length);
    kept.write(bytes, offset, taken);
    dropped += length - taken;
  }

  synchronized long size() {
    return kept.size() + dropped;
  }

  /** The bytes kept, when nothing was dropped; empty when the stream outgrew the limit. */
  synchronized java.util.Optional<byte[]> whole() {
    return dropped == 0 ? java.util.Optional.of(kept.toByteArray()) : java.util.Optional.empty();
  }

  /** What was kept, with a note of what was not. */
  synchronized String text() {
    String text = kept.toString(StandardCharsets.UTF_8);
    return dropped == 0 ? text : text + "\n[" + dropped + " more bytes not kept]\n";
  }
}
