package jsonmark.values;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The checksum of benchmark {@code Data} (docs/benchmarks.md): per line, as a signed 64-bit sum,
 * {@code 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses +
 * 17·nulls + 19·code points} of every string value and every key. Computed by the same scan that
 * checks the line is strict JSON, so checking a line and summing it are one pass.
 */
public final class GenericChecksum {

  private GenericChecksum() {}

  /** Checks that the line is one strict JSON value and returns what it adds to the checksum. */
  public static long of(byte[] line, int offset, int length) throws InvalidJsonException {
    LineScanner scanner = new LineScanner();
    scanner.feed(line, offset, offset + length);
    Optional<LineScanner.Fault> fault = scanner.end();
    if (fault.isPresent()) {
      throw new InvalidJsonException(fault.get().reason(),
          (int) Math.min(Integer.MAX_VALUE, fault.get().column()));
    }
    return scanner.sum();
  }

  /** What one line adds, for a line given as text. */
  public static long of(String line) throws InvalidJsonException {
    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
    return of(bytes, 0, bytes.length);
  }
}
