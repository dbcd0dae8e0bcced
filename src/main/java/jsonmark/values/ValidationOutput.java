package jsonmark.values;

import java.util.Optional;

/**
 * What a program printed in validation mode (docs/benchmarks.md): an optional first line
 * {@code partial: <what it holds>}, one line per input line, and the checksum as the last
 * non-empty line; or {@code unsupported: <reason>} as its last line.
 *
 * @param lines every line of standard output
 * @param partial the reason given on a {@code partial:} first line, if any
 * @param unsupported the reason given on an {@code unsupported:} last line, if any
 * @param firstRecord the index of the first record line
 * @param records how many record lines there are (every line between the optional {@code
 *     partial:} line and the checksum line)
 * @param checksum the last non-empty line, trimmed, if any
 */
public record ValidationOutput(
    Lines lines,
    Optional<String> partial,
    Optional<String> unsupported,
    int firstRecord,
    int records,
    Optional<String> checksum) {

  static final String PARTIAL = "partial:";
  static final String UNSUPPORTED = "unsupported:";

  /**
   * The reason given on {@code lastLine} when it is {@code unsupported: <reason>}, in any mode:
   * the program says it cannot do what it was asked (docs/protocol.md).
   */
  public static Optional<String> unsupported(String lastLine) {
    String line = lastLine.strip();
    return line.startsWith(UNSUPPORTED)
        ? Optional.of(line.substring(UNSUPPORTED.length()).strip()) : Optional.empty();
  }

  /** Splits {@code stdout} into the parts of the protocol. */
  public static ValidationOutput parse(byte[] stdout) {
    Lines lines = Lines.of(stdout);
    int last = lines.size() - 1;
    while (last >= 0 && lines.blank(last)) {
      last--;
    }
    if (last < 0) {
      return new ValidationOutput(lines, Optional.empty(), Optional.empty(), 0, 0, Optional.empty());
    }
    String lastLine = lines.text(last).strip();
    Optional<String> unsupported = unsupported(lastLine);
    if (unsupported.isPresent()) {
      return new ValidationOutput(lines, Optional.empty(), unsupported, 0, 0, Optional.empty());
    }
    Optional<String> partial = Optional.empty();
    int first = 0;
    if (last > 0 && lines.text(0).startsWith(PARTIAL)) {
      partial = Optional.of(lines.text(0).substring(PARTIAL.length()).strip());
      first = 1;
    }
    return new ValidationOutput(lines, partial, Optional.empty(), first, last - first,
        Optional.of(lastLine));
  }
}
