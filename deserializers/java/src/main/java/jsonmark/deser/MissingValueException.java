package jsonmark.deser;

/**
 * Thrown by a model's constructor when a value that the checksum reads is missing or {@code null}.
 * Libraries wrap it in their own exceptions, whose first line does not always carry its message;
 * {@link InvalidLineException} looks for it in the cause chain.
 */
public final class MissingValueException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  MissingValueException(String key) {
    super(key + " is missing or null");
  }

  /**
   * Returns {@code value}, or throws if it is null: every library builds records through their
   * canonical constructor, so a check there holds for all of them, unlike a primitive's silent 0.
   */
  public static <T> T require(T value, String key) {
    if (value == null) {
      throw new MissingValueException(key);
    }
    return value;
  }
}
