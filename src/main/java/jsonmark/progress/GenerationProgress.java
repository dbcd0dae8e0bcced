package jsonmark.progress;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongConsumer;
import jsonmark.log.Log;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of data generation: a progress bar when stderr is a terminal, otherwise a log line at
 * each quarter with the time left at the rate so far, so logs of unattended runs stay short.
 */
public final class GenerationProgress implements LongConsumer, AutoCloseable {

  private final long total;
  private final Log log;
  private final ProgressBar bar;
  private final long startNanos = System.nanoTime();
  private int quartersLogged;

  private GenerationProgress(long total, Log log, ProgressBar bar) {
    this.total = total;
    this.log = log;
    this.bar = bar;
  }

  /**
   * Records per second so far, as the summary line computes it. The bar's own speed divides by
   * whole elapsed seconds (1,000,000 records/s after 1.9 s, "?" under a second), so the rate is
   * shown as the bar's message instead.
   */
  static String rate(long written, long elapsedNanos) {
    return elapsedNanos <= 0
        ? ""
        : String.format(Locale.ROOT, "%,.0f records/s", written / (elapsedNanos / 1e9));
  }

  /** {@code ", about 12 s left"} at the rate so far, or nothing before any record is written. */
  static String left(long written, long total, long elapsedNanos) {
    if (written <= 0 || elapsedNanos <= 0 || written >= total) {
      return "";
    }
    double seconds = elapsedNanos / 1e9 * (total - written) / written;
    return String.format(Locale.ROOT, ", about %.0f s left", Math.max(1, seconds));
  }

  public static GenerationProgress start(String task, long total, Log log, PrintStream terminal) {
    ProgressBar bar = null;
    if (terminal != null) {
      bar =
          new ProgressBarBuilder()
              .setTaskName(task)
              .setInitialMax(total)
              .setUnit(" records", 1)
              .setStyle(ProgressBarStyle.ASCII)
              .setUpdateIntervalMillis(250)
              .setConsumer(new WidthKeepingConsumer(terminal))
              .build();
    }
    return new GenerationProgress(total, log, bar);
  }

  @Override
  public void accept(long written) {
    if (bar != null) {
      bar.stepTo(written);
      bar.setExtraMessage(rate(written, System.nanoTime() - startNanos));
      return;
    }
    int quarters = (int) (written * 4 / total);
    if (quarters > quartersLogged && quarters < 4) {
      quartersLogged = quarters;
      log.info("Generated " + written + " of " + total + " records (" + quarters * 25 + "%)"
          + left(written, total, System.nanoTime() - startNanos));
    }
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
