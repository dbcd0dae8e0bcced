package jsonmark.history;

/** Why the history store could not be opened, read or written, in one line for the user. */
public final class StoreException extends Exception {

  private static final long serialVersionUID = 1L;

  StoreException(String message, Throwable cause) {
    super(message, cause);
  }

  StoreException(String message) {
    super(message);
  }
}
