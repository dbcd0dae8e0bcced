package jsonmark.deser.canada;

import java.io.IOException;

/**
 * The few streaming calls that {@link PointArrays#read} needs, each implemented over one
 * library's own reader, so that all four libraries read coordinates by the same walk.
 */
public interface ArrayTokens {

  /** Consumes the {@code [} that must come next. */
  void beginArray() throws IOException;

  /** Whether the current array has another element. */
  boolean hasNext() throws IOException;

  /** Whether the next element is an array (otherwise it must be a number). */
  boolean nextIsArray() throws IOException;

  /** Consumes the number that must come next. */
  double nextDouble() throws IOException;

  /** Consumes the {@code ]} that must come next. */
  void endArray() throws IOException;
}
