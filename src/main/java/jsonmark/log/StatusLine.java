package jsonmark.log;

import java.io.IOException;
import java.io.Writer;
import java.util.function.Supplier;

/**
 * The one live line at the bottom of a terminal (progress, the current run's time): every line
 * written through this stream is written above it, the live line erased first and drawn again
 * after, so log lines and a command's stderr never tear it or get torn. The line is asked for
 * afresh at every draw, so that one fitted to the terminal's width follows a resized window.
 */
public final class StatusLine extends Writer {

  /** Erases the terminal's current line and leaves the cursor at its start. */
  static final String ERASE = "\r\033[K";

  private final Writer out;
  private Supplier<String> live = () -> "";
  private boolean drawn;
  private boolean atLineStart = true;

  public StatusLine(Writer out) {
    super(out);
    this.out = out;
  }

  /** Draws {@code text} as the live line, replacing the one drawn before; one line, no newline. */
  public void show(String text) {
    show(() -> text);
  }

  /**
   * Draws the line {@code line} gives as the live line, replacing the one drawn before, and asks
   * it again at each later draw (after a line written above it); one line, no newline.
   */
  public void show(Supplier<String> line) {
    synchronized (lock) {
      live = line;
      try {
        if (atLineStart) {
          out.write(ERASE + text());
          drawn = true;
        }
        out.flush();
      } catch (IOException e) {
        drawn = false; // a terminal that went away: nothing more to draw on
      }
    }
  }

  /** Erases the live line, for good until the next {@link #show}. */
  public void clear() {
    synchronized (lock) {
      live = () -> "";
      try {
        if (drawn) {
          out.write(ERASE);
          out.flush();
        }
      } catch (IOException e) {
        // as in show
      }
      drawn = false;
    }
  }

  @Override
  public void write(char[] text, int offset, int length) throws IOException {
    if (length == 0) {
      return;
    }
    synchronized (lock) {
      if (drawn) {
        out.write(ERASE);
        drawn = false;
      }
      out.write(text, offset, length);
      atLineStart = text[offset + length - 1] == '\n';
      String redrawn = atLineStart ? text() : "";
      if (!redrawn.isEmpty()) {
        out.write(redrawn);
        drawn = true;
      }
    }
  }

  /** The live line as it is to be drawn now, on one line. */
  private String text() {
    return live.get().replace('\n', ' ');
  }

  @Override
  public void flush() throws IOException {
    out.flush();
  }

  @Override
  public void close() throws IOException {
    clear();
    out.flush();
  }
}
