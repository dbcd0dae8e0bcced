package jsonmark.cache;

/** The data file could not be written or read; the message names the path and the cause. */
public final class CacheException extends Exception {

  private static final long serialVersionUID = 1L;

  public CacheException(String message) {
    super(message);
  }

  public CacheException(String message, Throwable cause) {
    super(message, cause);
  }
}
