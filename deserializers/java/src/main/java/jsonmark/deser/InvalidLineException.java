package jsonmark.deser;

/** Thrown when a line of the data file is not a JSON object that the library can bind. */
final class InvalidLineException extends Exception {

  private static final long serialVersionUID = 1L;

  private final long lineNumber;

  InvalidLineException(long lineNumber, Throwable cause) {
    super("invalid JSON on line " + lineNumber + ": " + describe(cause), cause);
    this.lineNumber = lineNumber;
  }

  /** The 1-based number of the line that failed. */
  long lineNumber() {
    return lineNumber;
  }

  /** The first line of the library's message, which is enough to find the fault. */
  private static String describe(Throwable cause) {
    if (cause instanceof StackOverflowError) {
      return "nested too deeply for the library (its recursion overflowed the stack)";
    }
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof MissingValueException) {
        return t.getMessage();
      }
    }
    String message = cause.getMessage();
    if (message == null || message.isBlank()) {
      return cause.getClass().getSimpleName();
    }
    int newline = message.indexOf('\n');
    return (newline < 0 ? message : message.substring(0, newline)).strip();
  }
}
