package jsonmark.progress;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;

/**
 * The progress bar's console, extended: on a pseudo-terminal that reports a width of 0 (a pty
 * opened without a size, as some CI runners and {@code script} do), the library draws its bar in
 * 0 columns and shows {@code [ ]}; this one falls back to a width that shows the bar.
 */
final class WidthKeepingConsumer extends ConsoleProgressBarConsumer {

  /** Under this a reported width cannot be real: the bar alone needs more. */
  static final int NARROWEST = 40;

  /** What a terminal that reports no width gets, the width of a classic terminal. */
  static final int FALLBACK = 80;

  WidthKeepingConsumer(PrintStream out) {
    super(out);
  }

  WidthKeepingConsumer(PrintStream out, int width) {
    super(out, width);
  }

  @Override
  public int getMaxRenderedLength() {
    return usable(super.getMaxRenderedLength());
  }

  /** The width to draw in when the terminal reports {@code reported} (-1 or 0 for none). */
  static int usable(int reported) {
    return reported < NARROWEST ? FALLBACK : reported;
  }
}
