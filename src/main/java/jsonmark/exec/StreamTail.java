package jsonmark.exec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * Drains a child's output stream on its own thread, in blocks of what the pipe holds, forwarding
 * each block to an optional sink and keeping only its last lines ({@link LineTail}), so a command
 * that prints megabytes costs the driver no memory and little time. The time matters: a child
 * that prints faster than this thread drains blocks once the pipe is full, and its run's clock
 * goes on meanwhile.
 */
final class StreamTail {

  /** The most a pipe holds on Linux by default: one read takes all a full pipe has. */
  private static final int BLOCK = 64 * 1024;

  private final LineTail lines = new LineTail();
  private final Thread thread;
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
    return lines.bytes();
  }

  synchronized String lastNonEmptyLine() {
    return lines.lastNonEmptyLine();
  }

  synchronized List<String> lastLines() {
    return lines.lastLines();
  }

  /** What each {@code library:} line named ({@code orjson 3.10.7}), in order, without repeats. */
  synchronized List<String> libraries() {
    return lines.libraries();
  }

  private void drain(InputStream in, OutputStream sink) {
    byte[] buffer = new byte[BLOCK];
    try (in) {
      int n;
      while ((n = in.read(buffer)) >= 0) {
        forward(sink, buffer, n);
        synchronized (this) {
          lines.feed(buffer, n);
        }
      }
    } catch (IOException e) {
      // The stream closes when the process is killed; what was read is kept.
    }
    synchronized (this) {
      lines.finish();
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
}
