package jsonmark.values;

import java.util.Optional;

/**
 * Checks one line as exactly one strict JSON value (RFC 8259) in UTF-8, fed in pieces of any
 * size, and sums its generic checksum on the way. It keeps no string and no number, only the
 * open brackets and the keys of the objects still open, so its memory is bounded by {@link
 * #MAX_DEPTH} and {@link #MAX_KEYS} whatever the line's length. Every reason it gives is in our
 * own words, for a user who wrote the file by hand or with any library.
 */
final class LineScanner {

  /**
   * The deepest nesting accepted: the most that every deserializer in this repository reads on
   * any benchmark (serde_json refuses 128 levels; Gson 256, Jackson 1,001, Python's json about
   * 1,000), so that valid data never fails a program here for its library's limit.
   */
  static final int MAX_DEPTH = 127;

  /**
   * The most keys that the objects open at one point of a line hold together: each is kept until
   * its object closes, to refuse a duplicate, and this bounds what they take (about 12 MB).
   */
  static final int MAX_KEYS = 100_000;

  /** Where a line went wrong: its 1-based byte column, and why, in a few words. */
  record Fault(long column, String reason) {}

  private static final int VALUE = 0; // a value starts here (line start, after ':' or ',')
  private static final int FIRST_ELEMENT = 1; // after '[': a value or ']'
  private static final int FIRST_KEY = 2; // after '{': a key or '}'
  private static final int KEY = 3; // after ',' in an object
  private static final int COLON = 4;
  private static final int AFTER = 5; // after a value: ',', a closing bracket, or the end
  private static final int STRING = 6;
  private static final int ESCAPE = 7;
  private static final int HEX = 8;
  private static final int UTF8 = 9; // inside a multi-byte character of a string
  private static final int LITERAL = 10;
  private static final int MINUS = 11;
  private static final int ZERO = 12;
  private static final int INTEGER = 13;
  private static final int DOT = 14;
  private static final int FRACTION = 15;
  private static final int E = 16;
  private static final int E_SIGN = 17;
  private static final int EXPONENT = 18;

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};

  private final byte[] open = new byte[MAX_DEPTH];
  private final Keys keys = new Keys(MAX_DEPTH);
  private final Utf8 utf8 = new Utf8();
  private int state;
  private int depth;
  private long base; // bytes of the line fed before the current piece
  private long shift; // what turns an index into the current piece into a 0-based column
  private long sum;
  private boolean seen; // a byte other than white space
  private boolean afterComma;
  private Fault fault;

  private boolean inKey;
  private long stringStart;
  private long codePoints;
  private boolean afterHighEscape;
  private int hexLeft;
  private int hexValue;
  private long utf8Start;
  private byte[] literal;
  private int literalAt;
  private int literalWeight;

  /** Starts a new line; what the scanner allocated is kept for it. */
  void reset() {
    state = VALUE;
    depth = 0;
    base = 0;
    sum = 0;
    seen = false;
    afterComma = false;
    fault = null;
    keys.clear();
  }

  /** What the line adds to the checksum; meaningful once {@link #end} found no fault. */
  long sum() {
    return sum;
  }

  /** The fault found so far, if any. */
  Optional<Fault> fault() {
    return Optional.ofNullable(fault);
  }

  /** Feeds the line's next bytes ({@code '\n'} is never among them); false once it is bad. */
  boolean feed(byte[] b, int from, int to) {
    shift = base - from;
    int i = from;
    while (i < to && fault == null) {
      int c = b[i] & 0xFF;
      switch (state) {
        case STRING -> {
          i = string(b, i, to);
          continue;
        }
        case INTEGER, FRACTION, EXPONENT -> {
          while (c >= '0' && c <= '9' && ++i < to) {
            c = b[i] & 0xFF;
          }
          if (i == to) {
            continue;
          }
          number(c, i);
        }
        case VALUE, FIRST_ELEMENT, FIRST_KEY, KEY, COLON, AFTER -> {
          if (c != ' ' && c != '\t' && c != '\r') {
            seen = true;
            structural(c, i);
          }
        }
        case ESCAPE -> escape(c, i);
        case HEX -> hex(c, i);
        case UTF8 -> continuation(c);
        case LITERAL -> literal(c, i);
        default -> number(c, i);
      }
      i++;
    }
    base += to - from;
    return fault == null;
  }

  /** The line is complete: the fault that makes it bad, if any. */
  Optional<Fault> end() {
    if (fault != null) {
      return Optional.of(fault);
    }
    long column = base + 1;
    switch (state) {
      case ZERO, INTEGER, FRACTION, EXPONENT -> {
        sum += 7;
        state = AFTER;
      }
      case STRING, ESCAPE, HEX, UTF8 -> {
        return state == UTF8 ? refuse(utf8Start, "invalid UTF-8 (a character cut short)")
            : refuse(stringStart, "the line ends inside a string (a line break in a string is"
                + " written \\n)");
      }
      default -> { }
    }
    if (!seen) {
      return refuse(1, base == 0 ? "an empty line (each line must hold one JSON value)"
          : "a line of only white space (each line must hold one JSON value)");
    }
    if (depth > 0) {
      return refuse(column, "the line ends with " + depth + (depth == 1 ? " bracket" : " brackets")
          + " still open");
    }
    if (state != AFTER) {
      return refuse(column, "the line ends inside a value");
    }
    return Optional.empty();
  }

  private Optional<Fault> refuse(long column, String reason) {
    fault = new Fault(column, reason);
    return Optional.of(fault);
  }

  private void fail(int i, String reason) {
    fault = new Fault(shift + i + 1, reason);
  }

  /** A byte between values: in the order RFC 8259's grammar allows each. */
  private void structural(int c, int i) {
    switch (state) {
      case AFTER -> after(c, i);
      case COLON -> {
        if (c == ':') {
          state = VALUE;
        } else {
          fail(i, "expected ':' after the key, found " + Bytes.describe(c));
        }
      }
      case FIRST_KEY, KEY -> {
        if (c == '"') {
          startString(true, i);
        } else if (c == '}' && state == FIRST_KEY) {
          close();
        } else if (c == '}') {
          fail(i, "a comma before '}' (JSON allows no trailing comma)");
        } else {
          fail(i, "expected a key in double quotes" + (state == FIRST_KEY ? " or '}'" : "")
              + ", found " + Bytes.describe(c));
        }
      }
      case FIRST_ELEMENT -> {
        if (c == ']') {
          close();
        } else {
          value(c, i);
        }
      }
      default -> {
        if (c == ']' && afterComma) {
          fail(i, "a comma before ']' (JSON allows no trailing comma)");
        } else {
          value(c, i);
        }
      }
    }
  }

  private void after(int c, int i) {
    if (depth == 0) {
      fail(i, c == ']' || c == '}' ? "an unmatched " + Bytes.describe(c)
          : "a second value after the first (each line holds one JSON value)");
      return;
    }
    byte top = open[depth - 1];
    if (c == ',') {
      state = top == '[' ? VALUE : KEY;
      afterComma = true;
    } else if (c == (top == '[' ? ']' : '}')) {
      close();
    } else {
      fail(i, (top == '[' ? "expected ',' or ']' after an array element"
          : "expected ',' or '}' after an object member") + ", found " + Bytes.describe(c));
    }
  }

  private void value(int c, int i) {
    afterComma = false;
    switch (c) {
      case '{' -> openBracket('{', 1, FIRST_KEY, i);
      case '[' -> openBracket('[', 2, FIRST_ELEMENT, i);
      case '"' -> startString(false, i);
      case '-' -> state = MINUS;
      case '0' -> state = ZERO;
      case 't' -> startLiteral(TRUE, 11);
      case 'f' -> startLiteral(FALSE, 13);
      case 'n' -> startLiteral(NULL, 17);
      default -> {
        if (c >= '1' && c <= '9') {
          state = INTEGER;
        } else {
          fail(i, "expected a value, found " + Bytes.describe(c) + Bytes.hint(c));
        }
      }
    }
  }

  private void openBracket(char bracket, int weight, int next, int i) {
    if (depth == MAX_DEPTH) {
      fail(i, "nested more than " + MAX_DEPTH + " levels deep, the most that every deserializer"
          + " in this repository reads");
      return;
    }
    open[depth++] = (byte) bracket;
    sum += weight;
    state = next;
  }

  private void close() {
    if (open[depth - 1] == '{') {
      keys.close(depth - 1);
    }
    depth--;
    state = AFTER;
  }

  private void startLiteral(byte[] word, int weight) {
    literal = word;
    literalAt = 1;
    literalWeight = weight;
    state = LITERAL;
  }

  private void literal(int c, int i) {
    if (c != literal[literalAt]) {
      fail(i - literalAt, "an unknown word where a value should be (JSON's only words are true,"
          + " false and null)");
      return;
    }
    if (++literalAt == literal.length) {
      sum += literalWeight;
      state = AFTER;
    }
  }

  private void number(int c, int i) {
    boolean digit = c >= '0' && c <= '9';
    switch (state) {
      case MINUS -> {
        if (digit) {
          state = c == '0' ? ZERO : INTEGER;
        } else {
          fail(i, "a '-' without a digit after it");
        }
      }
      case DOT -> {
        if (digit) {
          state = FRACTION;
        } else {
          fail(i, "a number without a digit after its '.'");
        }
      }
      case E, E_SIGN -> {
        if (digit) {
          state = EXPONENT;
        } else if ((c == '+' || c == '-') && state == E) {
          state = E_SIGN;
        } else {
          fail(i, "a number without digits in its exponent");
        }
      }
      default -> { // ZERO, INTEGER, FRACTION, EXPONENT: the number may end here
        if (digit && state == ZERO) {
          fail(i, "a number with a leading zero");
        } else if (c == '.' && (state == ZERO || state == INTEGER)) {
          state = DOT;
        } else if ((c == 'e' || c == 'E') && state != EXPONENT) {
          state = E;
        } else if (!digit) {
          sum += 7;
          state = AFTER; // the byte after the number is the first after the value
          if (c != ' ' && c != '\t' && c != '\r') {
            after(c, i);
          }
        }
      }
    }
  }

  private void startString(boolean key, int i) {
    afterComma = false;
    inKey = key;
    stringStart = shift + i + 1;
    codePoints = 0;
    afterHighEscape = false;
    if (key) {
      keys.startKey();
    }
    state = STRING;
  }

  /** Reads string bytes from {@code i}, ASCII in a tight loop; returns where it stopped. */
  private int string(byte[] b, int i, int to) {
    while (i < to) {
      int c = b[i] & 0xFF;
      if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
        codePoints++;
        if (inKey) {
          keys.unit((char) c);
        }
        afterHighEscape = false;
        i++;
        continue;
      }
      if (c == '"') {
        endString();
      } else if (c == '\\') {
        state = ESCAPE;
      } else if (c < 0x20) {
        fail(i, (c == '\t' ? "a raw tab in a string (write it \\t)"
            : "a raw control character " + Bytes.describe(c) + " in a string (write it \\u"
                + String.format(java.util.Locale.ROOT, "%04x", c) + ")"));
      } else {
        startCharacter(c, i);
      }
      return i + 1;
    }
    return i;
  }

  private void endString() {
    if (inKey) {
      sum += 3 + 19 * codePoints;
      Optional<String> refused = keys.add(depth - 1);
      if (refused.isPresent()) {
        fault = new Fault(stringStart, refused.get());
        return;
      }
      state = COLON;
    } else {
      sum += 5 + 19 * codePoints;
      state = AFTER;
    }
  }

  private void escape(int c, int i) {
    char unit = switch (c) {
      case '"' -> '"';
      case '\\' -> '\\';
      case '/' -> '/';
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      default -> 0;
    };
    if (c == 'u') {
      hexLeft = 4;
      hexValue = 0;
      state = HEX;
    } else if (unit == 0) {
      fail(i - 1, "an unknown escape \\" + (c >= 0x21 && c < 0x7f ? String.valueOf((char) c)
          : Bytes.describe(c)) + " in a string (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
    } else {
      unit(unit);
      state = STRING;
    }
  }

  private void hex(int c, int i) {
    int digit = c >= '0' && c <= '9' ? c - '0'
        : c >= 'a' && c <= 'f' ? c - 'a' + 10
        : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (digit < 0) {
      fail(i, "a \\u escape needs four hex digits, found " + Bytes.describe(c));
      return;
    }
    hexValue = hexValue << 4 | digit;
    if (--hexLeft == 0) {
      unit((char) hexValue);
      state = STRING;
    }
  }

  /**
   * One UTF-16 unit of a string, from an escape: a low surrogate right after a high one's escape
   * completes one code point, as the decoded string counts it; a lone surrogate counts as one.
   */
  private void unit(char unit) {
    boolean low = Character.isLowSurrogate(unit);
    if (!(low && afterHighEscape)) {
      codePoints++;
    }
    afterHighEscape = Character.isHighSurrogate(unit);
    if (inKey) {
      keys.unit(unit);
    }
  }

  /** The lead byte of a multi-byte UTF-8 character. */
  private void startCharacter(int c, int i) {
    String refused = utf8.start(c);
    if (refused != null) {
      fail(i, refused);
      return;
    }
    utf8Start = shift + i + 1;
    state = UTF8;
  }

  private void continuation(int c) {
    String refused = utf8.next(c);
    if (refused != null) {
      fault = new Fault(utf8Start, refused); // named at the character's start
    } else if (utf8.complete()) {
      codePoints++;
      afterHighEscape = false;
      if (inKey) {
        keys.codePoint(utf8.codePoint());
      }
      state = STRING;
    }
  }
}
