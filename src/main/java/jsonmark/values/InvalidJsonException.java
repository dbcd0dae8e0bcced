package jsonmark.values;

/** A line that is not one strict JSON value: what is wrong, and the 1-based byte column. */
public final class InvalidJsonException extends Exception {

  private static final long serialVersionUID = 1L;

  private final int column;

  public InvalidJsonException(String message, int column) {
    super(oneLine(message));
    this.column = column;
  }

  /** The 1-based byte column where the fault was found. */
  public int column() {
    return column;
  }

  private static String oneLine(String message) {
    if (message == null) {
      return "invalid JSON";
    }
    int newline = message.indexOf('\n');
    return (newline < 0 ? message : message.substring(0, newline)).strip();
  }
}
