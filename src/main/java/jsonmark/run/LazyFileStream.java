package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * A log file created on its first byte, so runs that print nothing to stderr leave no empty
 * files; if it cannot be created or written, it is deleted and the failure reported once.
 */
final class LazyFileStream extends OutputStream {

  private final Path file;
  private final Consumer<IOException> onFailure;
  private OutputStream out;
  private boolean failed;

  /** @param onFailure told once when the file cannot be created or written */
  LazyFileStream(Path file, Consumer<IOException> onFailure) {
    this.file = file;
    this.onFailure = onFailure;
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] bytes, int offset, int length) {
    if (failed) {
      return;
    }
    try {
      if (out == null) {
        Files.createDirectories(file.getParent());
        out = Files.newOutputStream(file);
      }
      out.write(bytes, offset, length);
    } catch (IOException e) {
      failed = true;
      discard(); // an empty or cut log would pass for the run's whole stderr
      onFailure.accept(e);
    }
  }

  @Override
  public void flush() throws IOException {
    if (out != null && !failed) {
      out.flush();
    }
  }

  @Override
  public void close() throws IOException {
    if (out != null && !failed) {
      out.close();
    }
  }

  private void discard() {
    try {
      if (out != null) {
        out.close();
      }
    } catch (IOException e) {
      // Closing a stream on a full disk may fail too; the file goes either way.
    }
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // Nothing more to do: the failure is reported.
    }
  }
}
