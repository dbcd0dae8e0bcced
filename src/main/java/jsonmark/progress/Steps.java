package jsonmark.progress;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongConsumer;
import jsonmark.log.Log;
import jsonmark.log.StatusLine;

/**
 * Progress through a known number of steps (records written, cases checked), drawn by the one
 * engine the runs use: on the live line ({@link Ticker}), {@code [#####     ] 12,000 of 50,000
 * records, about 3 s left | Generating: 497,512 records/s}, fitted to the terminal's width and
 * redrawn at most four times a second; without one, a log line at each quarter when {@code
 * logged} names what was done, so that logs of unattended runs stay short.
 */
public final class Steps implements LongConsumer, AutoCloseable {

  /** The least time between two draws of the live line. */
  static final long REDRAW_NANOS = 250_000_000L;

  private final String label;
  private final String unit;
  private final long total;
  private final boolean colour;
  private final Optional<String> logged;
  private final Log log;
  private final Ticker ticker;
  private final long startNanos = System.nanoTime();
  private long drawnNanos = Long.MIN_VALUE;
  private int quartersLogged;

  private Steps(String label, String unit, long total, Optional<String> logged, Log log,
      Ticker ticker) {
    this.label = label;
    this.unit = unit;
    this.total = total;
    this.colour = log.colour();
    this.logged = logged;
    this.log = log;
    this.ticker = ticker;
  }

  /**
   * Progress through {@code total} {@code unit} (records, cases) of {@code label}'s work, drawn on
   * {@code live}'s line when there is one; else, when {@code logged} ({@code Generated}) is
   * given, logged at each quarter.
   */
  public static Steps start(String label, String unit, long total, Optional<String> logged,
      Log log, Optional<StatusLine> live) {
    return new Steps(label, unit, total, logged, log, Ticker.on(live));
  }

  /** Progress through {@code total} steps drawn on {@code ticker} (a test's). */
  static Steps on(String label, String unit, long total, Log log, Ticker ticker) {
    return new Steps(label, unit, total, Optional.empty(), log, ticker);
  }

  /** {@code done} of the steps are done: redrawn when the last draw is old enough or all are. */
  @Override
  public synchronized void accept(long done) {
    long now = System.nanoTime();
    if (ticker.live()) {
      if (done >= total || drawnNanos == Long.MIN_VALUE || now - drawnNanos >= REDRAW_NANOS) {
        drawnNanos = now;
        ticker.progress(line(done, now - startNanos));
      }
      return;
    }
    int quarters = total <= 0 ? 4 : (int) (done * 4 / total);
    if (logged.isPresent() && quarters > quartersLogged && quarters < 4) {
      quartersLogged = quarters;
      log.info(logged.get() + " " + done + " of " + total + " " + unit + " (" + quarters * 25
          + "%)" + left(done, total, now - startNanos).map(left -> ", " + left).orElse(""));
    }
  }

  /** Shows how long {@code label} has been running beside the progress, until it is closed. */
  public Ticker.Handle running(String label) {
    return ticker.start(label);
  }

  /** The live line after {@code done} steps in {@code elapsedNanos}. */
  LiveLine line(long done, long elapsedNanos) {
    return new LiveLine(LiveLine.bar(done, total, colour),
        String.format(Locale.ROOT, "%,d of %,d %s", done, total, unit),
        done >= total ? "done" : left(done, total, elapsedNanos).orElse(""), "", label,
        rate(done, elapsedNanos, unit));
  }

  /**
   * Steps per second so far, {@code 497,512 records/s}, from the exact elapsed time (whole
   * seconds would say 1,000,000 records/s after 1.9 s); empty before any time has passed.
   */
  static String rate(long done, long elapsedNanos, String unit) {
    return elapsedNanos <= 0 || done <= 0 ? ""
        : String.format(Locale.ROOT, "%,.0f %s/s", done / (elapsedNanos / 1e9), unit);
  }

  /** {@code about 12 s left} at the rate so far; empty before any step is done, or after all. */
  static Optional<String> left(long done, long total, long elapsedNanos) {
    if (done <= 0 || elapsedNanos <= 0 || done >= total) {
      return Optional.empty();
    }
    double seconds = Math.max(1, elapsedNanos / 1e9 * (total - done) / done);
    return Optional.of("about " + TimeLeft.text(Duration.ofMillis((long) (seconds * 1000)))
        + " left");
  }

  @Override
  public void close() {
    ticker.close();
  }
}
