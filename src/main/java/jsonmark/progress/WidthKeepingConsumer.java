package jsonmark.progress;

import java.io.PrintStream;
import java.util.function.IntSupplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;

/**
 * The progress bar's console, extended: the bar is drawn within the width of the terminal that
 * the live line is drawn on ({@link TerminalWidth#live}, read at every draw, so a resized window
 * is followed) less one column, as the live line is, rather than the library's own reading
 * (which reads descriptor 1, and shows {@code [ ]} on a pty opened without a size).
 */
final class WidthKeepingConsumer extends ConsoleProgressBarConsumer {

  private final IntSupplier width;

  WidthKeepingConsumer(PrintStream out) {
    this(out, TerminalWidth::live);
  }

  WidthKeepingConsumer(PrintStream out, IntSupplier width) {
    super(out);
    this.width = width;
  }

  @Override
  public int getMaxRenderedLength() {
    return Math.max(1, width.getAsInt() - 1);
  }
}
