package jsonmark.run;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Shows how long the current run has taken, on a terminal only, redrawn twice a second by a
 * scheduled task so the waiting thread can sleep.
 */
final class Ticker implements AutoCloseable {

  /** Stops the indicator of one run and clears its line. */
  interface Handle extends AutoCloseable {
    @Override
    void close();
  }

  private final PrintWriter terminal;
  private final ScheduledExecutorService scheduler;

  private Ticker(PrintWriter terminal) {
    this.terminal = terminal;
    this.scheduler =
        terminal == null
            ? null
            : Executors.newSingleThreadScheduledExecutor(
                task -> {
                  Thread thread = new Thread(task, "jsonmark-ticker");
                  thread.setDaemon(true);
                  return thread;
                });
  }

  /** An indicator drawing on {@code terminal}, or one that draws nothing when it is null. */
  static Ticker on(PrintWriter terminal) {
    return new Ticker(terminal);
  }

  Handle start(String label) {
    if (scheduler == null) {
      return () -> {};
    }
    long start = System.nanoTime();
    ScheduledFuture<?> task =
        scheduler.scheduleAtFixedRate(
            () -> draw(String.format(Locale.ROOT, "\r%s: %.1f s ", label,
                (System.nanoTime() - start) / 1e9)),
            500,
            500,
            TimeUnit.MILLISECONDS);
    return () -> {
      task.cancel(false);
      draw("\r\033[K");
    };
  }

  private void draw(String text) {
    synchronized (terminal) {
      terminal.print(text);
      terminal.flush();
    }
  }

  @Override
  public void close() {
    if (scheduler != null) {
      scheduler.shutdownNow();
    }
  }
}
