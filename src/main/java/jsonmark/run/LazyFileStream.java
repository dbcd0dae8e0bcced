package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.log.Log;

/**
 * A log file created on its first byte, so runs that print nothing to stderr leave no empty
 * files; if it cannot be created, the bytes are dropped with one warning.
 */
final class LazyFileStream extends OutputStream {

  private final Path file;
  private final Log log;
  private OutputStream out;
  private boolean failed;

  LazyFileStream(Path file, Log log) {
    this.file = file;
    this.log = log;
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
      log.warn("cannot keep stderr in " + file + ": " + e.getMessage());
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
    if (out != null) {
      out.close();
    }
  }
}
