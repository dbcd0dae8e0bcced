package jsonmark.run;

import java.io.IOException;
import java.nio.file.Path;
import jsonmark.log.Log;

/**
 * The failures to write result files in one invocation: the first is one error that says what to
 * do, later ones (a full disk fails every write after it) go to the debug log only.
 */
final class WriteFailures {

  private final Log log;
  private boolean any;

  WriteFailures(Log log) {
    this.log = log;
  }

  /** Reports that writing into {@code folder} failed. */
  synchronized void report(Path folder, IOException e) {
    if (!any) {
      log.error("cannot write results to " + folder + ": " + reason(e)
          + "; free some space or choose another --results-dir");
    }
    any = true;
    log.debug(e);
  }

  /** Whether any write failed, so that the run must not claim its results were written. */
  synchronized boolean any() {
    return any;
  }

  private static String reason(IOException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    int colon = message.lastIndexOf(": ");
    // A FileSystemException reads "PATH: reason"; the folder is named already.
    return e instanceof java.nio.file.FileSystemException && colon >= 0
        ? message.substring(colon + 2)
        : message;
  }
}
