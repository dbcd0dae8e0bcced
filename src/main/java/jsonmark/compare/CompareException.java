package jsonmark.compare;

/** A usage error of {@code jsonmark compare}, with the one line that tells the user what to do. */
final class CompareException extends Exception {

  private static final long serialVersionUID = 1L;

  CompareException(String message) {
    super(message);
  }
}
