package jsonmark.progress;

/**
 * How wide the results table printed at the end may be: 120 columns, or fewer when the shell
 * exports a narrower {@code COLUMNS}. Piped output gets 120 too, so that a log or a CI page
 * reads as a terminal does; the files keep every column whatever the width.
 */
public final class TerminalWidth {

  /** The widest the table is printed, even on a wider terminal: a width people share. */
  static final int MAX = 120;

  /** Under this a COLUMNS value cannot be a real terminal's: the command names alone need more. */
  static final int MIN = 40;

  private TerminalWidth() {}

  /** The width for this process's environment. */
  public static int columns() {
    return of(System.getenv("COLUMNS"));
  }

  /** The width for a {@code COLUMNS} value, null when unset. */
  static int of(String columns) {
    if (columns == null) {
      return MAX;
    }
    try {
      int width = Integer.parseInt(columns.trim());
      return width >= MIN ? Math.min(MAX, width) : MAX;
    } catch (NumberFormatException e) {
      return MAX;
    }
  }
}
