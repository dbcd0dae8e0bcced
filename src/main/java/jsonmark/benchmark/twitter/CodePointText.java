package jsonmark.benchmark.twitter;

/**
 * A status text being built, counting code points as it grows, because the API's entity
 * {@code indices} count code points, not UTF-16 units: an emoji outside the BMP counts one.
 */
final class CodePointText {

  private final StringBuilder text = new StringBuilder(256);
  private int codePoints;

  /** The code-point index where the next appended text starts. */
  int position() {
    return codePoints;
  }

  CodePointText append(String part) {
    text.append(part);
    codePoints += part.codePointCount(0, part.length());
    return this;
  }

  @Override
  public String toString() {
    return text.toString();
  }
}
