package jsonmark.deser;

/**
 * Thrown by {@link Simple1Record}'s constructor when {@code integer_1} or {@code integer_2} is
 * missing or {@code null}. Libraries wrap it in their own exceptions, whose first line does not
 * always carry its message; {@link InvalidLineException} looks for it in the cause chain.
 */
final class MissingIntegerException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  MissingIntegerException(String key) {
    super(key + " is missing or null");
  }
}
