package jsonmark.progress;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import jsonmark.log.StatusLine;

/**
 * The live line on a terminal: the benchmark's progress ({@link #progress}) and how long the
 * current run has taken, redrawn twice a second by a scheduled task so the waiting thread can
 * sleep. Draws nothing when there is no terminal (or the output style wants no live line).
 */
public final class Ticker implements AutoCloseable {

  /** Stops the indicator of one run, leaving the progress on the line. */
  public interface Handle extends AutoCloseable {
    @Override
    void close();
  }

  private final StatusLine line;
  private final ScheduledExecutorService scheduler;
  private volatile String progress = "";
  /** The run whose time is drawn, null between runs. */
  private Object current;

  private Ticker(StatusLine line) {
    this.line = line;
    this.scheduler =
        line == null
            ? null
            : Executors.newSingleThreadScheduledExecutor(
                task -> {
                  Thread thread = new Thread(task, "jsonmark-ticker");
                  thread.setDaemon(true);
                  return thread;
                });
  }

  /** A live line drawn on {@code line}, or one that draws nothing when it is empty. */
  public static Ticker on(Optional<StatusLine> line) {
    return new Ticker(line.orElse(null));
  }

  /** Whether anything is drawn: only then is a progress text worth making. */
  boolean live() {
    return line != null;
  }

  /** The benchmark's progress, shown first on the line from now on. */
  void progress(String text) {
    progress = text;
    if (line != null) {
      line.show(text);
    }
  }

  public Handle start(String label) {
    if (scheduler == null) {
      return () -> {};
    }
    long start = System.nanoTime();
    Object run = new Object();
    synchronized (this) {
      current = run;
    }
    ScheduledFuture<?> task =
        scheduler.scheduleAtFixedRate(
            () -> draw(run, String.format(Locale.ROOT, "%s: %.1f s", label,
                (System.nanoTime() - start) / 1e9)),
            500,
            500,
            TimeUnit.MILLISECONDS);
    return () -> {
      task.cancel(false);
      synchronized (this) {
        current = null;
        line.show(progress);
      }
    };
  }

  /** Draws the time of {@code run}, unless it ended meanwhile: its handle has the last word. */
  private synchronized void draw(Object run, String time) {
    if (current == run) {
      line.show(joined(time));
    }
  }

  private String joined(String run) {
    return progress.isEmpty() ? run : progress + " | " + run;
  }

  @Override
  public void close() {
    if (scheduler != null) {
      scheduler.shutdownNow();
      synchronized (this) {
        current = null;
        line.clear();
      }
    }
  }
}
