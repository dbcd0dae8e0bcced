package jsonmark.merge;

/** Why the folders given cannot be merged, in one line that says what to do: a usage error. */
public final class MergeRefused extends Exception {

  private static final long serialVersionUID = 1L;

  MergeRefused(String message) {
    super(message);
  }
}
