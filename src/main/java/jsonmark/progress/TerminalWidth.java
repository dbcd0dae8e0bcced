package jsonmark.progress;

import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Platform;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How wide the terminal is: the window size of the tty that a stream goes to, read as terminal
 * libraries read it ({@code ioctl(TIOCGWINSZ)}, through JNA, which the driver already has), and
 * read again at every call, so that a resized window is followed from the next redraw on (a call
 * costs a few microseconds). {@code COLUMNS} counts only where the stream is no tty (a pipe, a
 * file) or a tty that reports no size (a pty opened without one, as some CI runners do); where
 * neither says, 120.
 */
public final class TerminalWidth {

  /**
   * The system property naming the descriptor of standard output, when the launcher moved it
   * off descriptor 1 (which then holds standard error).
   */
  public static final String RESULTS_FD = "jsonmark.results.fd";

  /** The widest the table is printed, even on a wider terminal: a width people share. */
  static final int MAX = 120;

  /** Under this a COLUMNS value cannot be a real terminal's: the command names alone need more. */
  static final int MIN = 40;

  /** The width when neither a tty nor COLUMNS says. */
  static final int FALLBACK = 120;

  /** Standard error's descriptor, where the live line and the generation bar are drawn. */
  private static final int STDERR = 2;

  private TerminalWidth() {}

  /** The width of the results table: standard output's terminal, at most {@value #MAX}. */
  public static int columns() {
    return table(tty(Integer.getInteger(RESULTS_FD, 1)), System.getenv("COLUMNS"));
  }

  /** The table's width for a tty's reported columns and a {@code COLUMNS} value. */
  static int table(OptionalInt tty, String columns) {
    return Math.min(MAX, of(tty, columns));
  }

  /** The width of the live line: standard error's terminal, now. */
  public static int live() {
    return of(tty(STDERR), System.getenv("COLUMNS"));
  }

  /** The width for a tty's reported columns (empty when none) and a {@code COLUMNS} value. */
  static int of(OptionalInt tty, String columns) {
    if (tty.isPresent() && tty.getAsInt() > 0) {
      return tty.getAsInt();
    }
    if (columns == null) {
      return FALLBACK;
    }
    try {
      int width = Integer.parseInt(columns.trim());
      return width >= MIN ? width : FALLBACK;
    } catch (NumberFormatException e) {
      return FALLBACK;
    }
  }

  /** The columns of the tty on {@code descriptor}; empty when it is none or cannot be asked. */
  static OptionalInt tty(int descriptor) {
    if (Ioctl.LIBC.isEmpty() || Ioctl.WINSIZE == 0) {
      return OptionalInt.empty();
    }
    // struct winsize: four unsigned shorts, rows, columns, and the two sizes in pixels.
    try (Memory size = new Memory(8)) {
      size.clear();
      if (Ioctl.LIBC.get().ioctl(descriptor, new NativeLong(Ioctl.WINSIZE), size) != 0) {
        return OptionalInt.empty(); // ENOTTY: a pipe or a file
      }
      return OptionalInt.of(Short.toUnsignedInt(size.getShort(2)));
    }
  }

  /** The one libc call, loaded once, on first use. */
  private interface Ioctl extends Library {

    /** {@code TIOCGWINSZ}: Linux's, the BSDs' and macOS's; 0 where unknown. */
    long WINSIZE = Platform.isLinux() ? 0x5413L
        : Platform.isMac() || Platform.isFreeBSD() || Platform.isOpenBSD() ? 0x40087468L : 0;

    Optional<Ioctl> LIBC = load();

    /** {@code int ioctl(int fd, unsigned long request, ...)}: variadic, as C declares it. */
    int ioctl(int descriptor, NativeLong request, Object... arguments);

    private static Optional<Ioctl> load() {
      try {
        return Optional.of(Native.load(Platform.C_LIBRARY_NAME, Ioctl.class));
      } catch (UnsatisfiedLinkError | RuntimeException unavailable) {
        return Optional.empty();
      }
    }
  }
}
