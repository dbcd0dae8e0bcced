package jsonmark.exec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Commons Exec's stream handler for a command: stdin is closed at once (the command reads no
 * input, as from {@code /dev/null}); stdout and stderr are drained at the same time into bounded
 * tails, each also into a sink when given, so a command that prints megabytes costs no memory.
 */
final class TailStreamHandler implements org.apache.commons.exec.ExecuteStreamHandler {

  /** How long the output may take to close once the tree is gone. */
  private static final long DRAIN_MILLIS = 2_000;

  private final OutputStream stderrSink;
  private final OutputStream stdoutSink;
  private InputStream stdoutStream;
  private InputStream stderrStream;
  private StreamTail stdout;
  private StreamTail stderr;

  TailStreamHandler(OutputStream stderrSink, OutputStream stdoutSink) {
    this.stderrSink = stderrSink;
    this.stdoutSink = stdoutSink;
  }

  @Override
  public void setProcessInputStream(OutputStream stdin) throws IOException {
    stdin.close();
  }

  @Override
  public void setProcessOutputStream(InputStream in) {
    stdoutStream = in;
  }

  @Override
  public void setProcessErrorStream(InputStream in) {
    stderrStream = in;
  }

  @Override
  public void start() {
    stdout = StreamTail.start(stdoutStream, stdoutSink, "jsonmark-stdout");
    stderr = StreamTail.start(stderrStream, stderrSink, "jsonmark-stderr");
  }

  /** Waits (within one shared deadline) until both streams are closed. */
  @Override
  public void stop() {
    long deadline = System.currentTimeMillis() + DRAIN_MILLIS;
    try {
      stdout.await(Math.max(1, deadline - System.currentTimeMillis()));
      stderr.await(Math.max(1, deadline - System.currentTimeMillis()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  StreamTail stdout() {
    return stdout;
  }

  StreamTail stderr() {
    return stderr;
  }
}
