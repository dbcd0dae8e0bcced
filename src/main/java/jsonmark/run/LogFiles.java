package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;

/** The per-run stderr log files: closed quietly, since no run's result depends on them. */
final class LogFiles {

  private LogFiles() {}

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
