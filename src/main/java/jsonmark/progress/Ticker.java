package jsonmark.progress;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import jsonmark.log.StatusLine;

/**
 * The live line on a terminal: the benchmark's progress ({@link #progress}) and how long the
 * current run has taken, redrawn twice a second by a scheduled task so the waiting thread can
 * sleep, each draw fitted to the terminal's width as it is then ({@link LiveLine#fit}). Draws
 * nothing when there is no terminal (or the output style wants no live line).
 */
public final class Ticker implements AutoCloseable {

  /** Stops the indicator of one run, leaving the progress on the line. */
  public interface Handle extends AutoCloseable {
    @Override
    void close();
  }

  private final StatusLine line;
  private final IntSupplier width;
  private final ScheduledExecutorService scheduler;
  private volatile LiveLine progress = LiveLine.EMPTY;
  /** The run whose time is drawn, null between runs. */
  private Object current;

  /** A live line drawn on {@code line} (null: none) within {@code width}'s columns. */
  Ticker(StatusLine line, IntSupplier width) {
    this.line = line;
    this.width = width;
    if (line != null) {
      // The first reading binds the native call (tens of ms, once): done here, before any run
      // is timed, not by the first draw during one.
      width.getAsInt();
    }
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
    return new Ticker(line.orElse(null), TerminalWidth::live);
  }

  /** Whether anything is drawn: only then is a progress text worth making. */
  boolean live() {
    return line != null;
  }

  /** The benchmark's progress, shown first on the line from now on. */
  void progress(LiveLine parts) {
    progress = parts;
    if (line != null) {
      show(parts);
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
            () -> draw(run, progress.running(label, String.format(Locale.ROOT, "%.1f s",
                (System.nanoTime() - start) / 1e9))),
            500,
            500,
            TimeUnit.MILLISECONDS);
    return () -> {
      task.cancel(false);
      synchronized (this) {
        current = null;
        show(progress);
      }
    };
  }

  /** Draws the time of {@code run}, unless it ended meanwhile: its handle has the last word. */
  private synchronized void draw(Object run, LiveLine parts) {
    if (current == run) {
      show(parts);
    }
  }

  /** Draws {@code parts}, fitted to the width the terminal has at each draw. */
  private void show(LiveLine parts) {
    line.show(() -> parts.fit(width.getAsInt()));
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
