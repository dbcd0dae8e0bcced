package jsonmark.cli;

import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * What an exception escaping a command becomes: an interrupt exits 130, anything else one log
 * line and status 1, with the stack trace only at LOG_LEVEL=DEBUG.
 */
final class RunFailures implements IExecutionExceptionHandler {

  private final Context context;

  RunFailures(Context context) {
    this.context = context;
  }

  @Override
  public int handleExecutionException(Exception e, CommandLine command, ParseResult parsed) {
    Log log = context.log();
    if (e instanceof InterruptedException || e instanceof Cleanup.ClosedException) {
      if (!context.cleanup().isClosed()) {
        log.error("interrupted"); // else the shutdown hook says it, with the results folder
      }
      return 130;
    }
    if (causedByOutOfMemory(e)) {
      outOfMemory(log, e);
      return 1;
    }
    log.error("unexpected " + e.getClass().getSimpleName() + ": " + e.getMessage()
        + (log.isDebug() ? "" : " (LOG_LEVEL=DEBUG shows the stack trace)"));
    log.debug(e);
    return 1;
  }

  static void outOfMemory(Log log, Throwable e) {
    log.error(outOfMemory(Runtime.getRuntime().maxMemory()));
    log.debug(e);
  }

  /** What to say when the driver's heap is too small, and how to give it more. */
  static String outOfMemory(long maxHeapBytes) {
    long mib = maxHeapBytes >> 20;
    return "the driver ran out of memory (its heap is " + mib + " MiB); give it more, e.g."
        + " JSONMARK_JAVA_OPTS=-Xmx" + Math.max(256, mib * 4) + "m";
  }

  private static boolean causedByOutOfMemory(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError) {
        return true;
      }
    }
    return false;
  }
}
