package jsonmark.conformance;

import java.nio.charset.StandardCharsets;

/**
 * A flaw that makes a line not JSON, which a deserializer must reject wherever it sits: its own
 * must-reject case, and the value that {@link Families} embeds deeper and under an unknown key.
 *
 * @param name the case name, and the stem of its family's names
 * @param description what the own case holds, in one line
 * @param content the own case's file: a valid record, then the line with the fault
 * @param value the fault as a JSON value (raw bytes: some faults are invalid UTF-8)
 * @param shown the value as the families' descriptions show it (printable ASCII)
 */
record Fault(String name, String description, byte[] content, byte[] value, String shown) {

  /** Marks where a value's raw bytes go in a line's text; no case holds it otherwise. */
  private static final String MARK = "@FAULT@";

  /** A fault that is the value of one member of the record: its own case puts it there. */
  static Fault inMember(String name, String description, String member, String value) {
    return inMember(name, description, member, value.getBytes(StandardCharsets.UTF_8),
        visible(value));
  }

  /** A fault given as raw bytes (invalid UTF-8, control characters), shown as {@code shown}. */
  static Fault inMember(String name, String description, String member, byte[] value,
      String shown) {
    return new Fault(name, description,
        Lines.concat(Line.record(3, 4).compact(), "\n", embed(good().with(member, MARK), value),
            "\n"),
        value, shown);
  }

  /**
   * A fault of the record's own syntax (a key, a comma), whose own case is {@code badLine}; its
   * families embed {@code value}, the same flaw in a small object or array of its own.
   */
  static Fault ofRecord(String name, String description, String badLine, String value) {
    return new Fault(name, description, Lines.of(Line.record(3, 4).compact(), badLine),
        value.getBytes(StandardCharsets.UTF_8), visible(value));
  }

  /** The fault's own case. */
  Case ownCase() {
    return Case.reject(name, description, content);
  }

  /** The valid record each bad line is made from. */
  static Line good() {
    return Line.record(5, 6);
  }

  /** The line's compact text with {@code value}'s bytes where it holds {@link #MARK}. */
  static byte[] embed(Line line, byte[] value) {
    String[] around = line.compact().split(MARK, -1);
    if (around.length != 2) {
      throw new IllegalArgumentException("the line must hold the mark once");
    }
    return Lines.concat(around[0], value, around[1]);
  }

  /** The mark, for a caller that places the value itself. */
  static String mark() {
    return MARK;
  }

  /** Control characters as {@code \t}-like escapes or {@code U+0001}, for a description. */
  static String visible(String value) {
    StringBuilder text = new StringBuilder();
    value.codePoints().forEach(c -> {
      if (c == '\t') {
        text.append("\\t");
      } else if (c == '\f') {
        text.append("\\f");
      } else if (c < 0x20 || c == 0x7f) {
        text.append(String.format(java.util.Locale.ROOT, "U+%04X", c));
      } else {
        text.appendCodePoint(c);
      }
    });
    return text.toString();
  }
}
