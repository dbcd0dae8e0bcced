package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import jsonmark.values.LineScanner.Fault;
import org.junit.jupiter.api.Test;

/** The one check of a line: strict JSON in our words, its checksum, in pieces of any size. */
class LineScannerTest {

  /** The fault of {@code line} fed whole, checked to be the same when fed byte by byte. */
  static Optional<Fault> fault(byte[] line) {
    LineScanner whole = new LineScanner();
    whole.feed(line, 0, line.length);
    Optional<Fault> once = whole.end();
    LineScanner pieces = new LineScanner();
    for (int i = 0; i < line.length; i++) {
      pieces.feed(line, i, i + 1);
    }
    assertThat(pieces.end()).as("byte by byte").isEqualTo(once);
    if (once.isEmpty()) {
      assertThat(pieces.sum()).as("byte by byte").isEqualTo(whole.sum());
    }
    return once;
  }

  static Optional<Fault> fault(String line) {
    return fault(line.getBytes(StandardCharsets.UTF_8));
  }

  static Fault bad(String line) {
    return fault(line).orElseThrow(() -> new AssertionError("accepted: " + line));
  }

  /** A line given byte by byte, as ints: {@code '"', 0xC0, 0x80, '"'}. */
  static Fault bad(int... line) {
    byte[] bytes = new byte[line.length];
    for (int i = 0; i < line.length; i++) {
      bytes[i] = (byte) line[i];
    }
    return fault(bytes).orElseThrow(() -> new AssertionError("accepted"));
  }

  @Test
  void everyFormOfValidJsonIsAcceptedWholeOrInPieces() {
    for (String line : List.of("0", "-0", "-0.0e+00", "1E-7", "123.456e789", "true", "false",
        "null", "\"\"", "[]", "{}", " [ 1 , [ ] , { } ] \r", "{\"a\":{\"b\":[null,\"c\"]}}",
        "\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00\"", "\"é😀\"",
        "{\"a\":1,\"\\u0062\":2}", "[\"\\udc00\\ud800\"]")) {
      assertThat(fault(line)).as(line).isEmpty();
    }
  }

  @Test
  void eachMistakeIsNamedInOurWordsAtItsColumn() {
    assertThat(bad("[1,2,]")).isEqualTo(new Fault(6,
        "a comma before ']' (JSON allows no trailing comma)"));
    assertThat(bad("{\"a\":1,}")).isEqualTo(new Fault(8,
        "a comma before '}' (JSON allows no trailing comma)"));
    assertThat(bad("{a:1}")).isEqualTo(new Fault(2,
        "expected a key in double quotes or '}', found 'a'"));
    assertThat(bad("{\"a\" 1}")).isEqualTo(new Fault(6, "expected ':' after the key, found '1'"));
    assertThat(bad("[1 2]")).isEqualTo(new Fault(4,
        "expected ',' or ']' after an array element, found '2'"));
    assertThat(bad("{\"a\":1]")).isEqualTo(new Fault(7,
        "expected ',' or '}' after an object member, found ']'"));
    assertThat(bad("[1] [2]")).isEqualTo(new Fault(5,
        "a second value after the first (each line holds one JSON value)"));
    assertThat(bad("1]")).isEqualTo(new Fault(2, "an unmatched ']'"));
    assertThat(bad("01")).isEqualTo(new Fault(2, "a number with a leading zero"));
    assertThat(bad("-a")).isEqualTo(new Fault(2, "a '-' without a digit after it"));
    assertThat(bad("1.e3")).isEqualTo(new Fault(3, "a number without a digit after its '.'"));
    assertThat(bad("[1e+]")).isEqualTo(new Fault(5, "a number without digits in its exponent"));
    assertThat(bad("NaN")).isEqualTo(new Fault(1,
        "expected a value, found 'N' (NaN and Infinity are not JSON)"));
    assertThat(bad("['a']")).isEqualTo(new Fault(2,
        "expected a value, found ''' (JSON strings take double quotes)"));
    assertThat(bad("[nul]")).isEqualTo(new Fault(2,
        "an unknown word where a value should be (JSON's only words are true, false and null)"));
    assertThat(bad("\"a\\x\"")).isEqualTo(new Fault(3,
        "an unknown escape \\x in a string (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"));
    assertThat(bad("\"\\u12G4\"")).isEqualTo(new Fault(6,
        "a \\u escape needs four hex digits, found 'G'"));
    assertThat(bad("\"a\tb\"")).isEqualTo(new Fault(3, "a raw tab in a string (write it \\t)"));
    assertThat(bad("\"\u0001\"")).isEqualTo(new Fault(2,
        "a raw control character U+0001 in a string (write it \\u0001)"));
  }

  @Test
  void anUnfinishedLineSaysWhatIsStillOpen() {
    assertThat(bad("")).isEqualTo(new Fault(1,
        "an empty line (each line must hold one JSON value)"));
    assertThat(bad(" \t\r")).isEqualTo(new Fault(1,
        "a line of only white space (each line must hold one JSON value)"));
    assertThat(bad("[{\"a\":[1")).isEqualTo(new Fault(9, "the line ends with 3 brackets still open"));
    assertThat(bad("[\"abc")).isEqualTo(new Fault(2,
        "the line ends inside a string (a line break in a string is written \\n)"));
    assertThat(bad("tru")).isEqualTo(new Fault(4, "the line ends inside a value"));
    assertThat(bad("-")).isEqualTo(new Fault(2, "the line ends inside a value"));
  }

  @Test
  void invalidUtf8IsNamedAtTheStartOfItsCharacter() {
    assertThat(bad('"', 0xC0, 0x80, '"'))
        .isEqualTo(new Fault(2, "invalid UTF-8 (an overlong form)"));
    assertThat(bad('"', 'a', 0xE0, 0x80, 0x80, '"'))
        .isEqualTo(new Fault(3, "invalid UTF-8 (an overlong form)"));
    assertThat(bad('"', 0xED, 0xA0, 0x80, '"'))
        .isEqualTo(new Fault(2, "invalid UTF-8 (an encoded surrogate)"));
    assertThat(bad('"', 0xF4, 0x90, 0x80, 0x80, '"'))
        .isEqualTo(new Fault(2, "invalid UTF-8 (a code point past U+10FFFF)"));
    assertThat(bad('"', 0x80, '"'))
        .isEqualTo(new Fault(2, "invalid UTF-8 (a continuation byte where a character starts)"));
    assertThat(bad('"', 0xC3, 'a', '"'))
        .isEqualTo(new Fault(2, "invalid UTF-8 (a character cut short)"));
    assertThat(bad('"', 0xFF, '"'))
        .isEqualTo(new Fault(2, "invalid UTF-8 (byte 0xFF never appears in it)"));
    assertThat(bad('"', 0xE2, 0x82))
        .isEqualTo(new Fault(2, "invalid UTF-8 (a character cut short)"));
    assertThat(bad(0xEF, 0xBB, 0xBF, '1')).isEqualTo(new Fault(1,
        "expected a value, found the non-ASCII byte 0xEF (a byte-order mark?) outside a string"));
  }

  @Test
  void aDuplicateKeyIsRefusedAsTheDecodedStringShortOrLong() {
    assertThat(bad("{\"a\":1,\"b\":{\"a\":2},\"\\u0061\":3}")).isEqualTo(new Fault(20,
        "a duplicate key \"a\" (each key may appear once in an object)"));
    String longKey = "k".repeat(40);
    assertThat(fault("{\"" + longKey + "\":1,\"" + longKey + "x\":2}")).isEmpty();
    assertThat(bad("{\"" + longKey + "\":1,\"" + longKey.substring(1) + "\\u006b\":2}").reason())
        .isEqualTo("a duplicate key \"" + "k".repeat(32) + "...\" (each key may appear once in"
            + " an object)");
    StringBuilder many = new StringBuilder("{");
    for (int i = 0; i < 20; i++) {
      many.append("\"k").append(i).append("\":").append(i).append(',');
    }
    assertThat(bad(many + "\"k7\":0}").reason()).startsWith("a duplicate key \"k7\"");
  }

  @Test
  void nestingIsAcceptedTo127LevelsAndRefusedBeyondWithTheReason() {
    assertThat(fault("[".repeat(127) + "]".repeat(127))).isEmpty();
    assertThat(fault("{\"a\":".repeat(126) + "[]" + "}".repeat(126))).isEmpty();
    assertThat(bad("[".repeat(128) + "]".repeat(128))).isEqualTo(new Fault(128,
        "nested more than 127 levels deep, the most that every deserializer in this repository"
            + " reads"));
  }

  @Test
  void theKeysOfTheObjectsOpenTogetherAreBoundedButSiblingObjectsAreNot() {
    StringBuilder one = new StringBuilder("{");
    for (int i = 0; i < LineScanner.MAX_KEYS; i++) {
      one.append(i == 0 ? "" : ",").append("\"").append(i).append("\":0");
    }
    assertThat(fault(one + "}")).isEmpty();
    assertThat(bad(one + ",\"x\":0}").reason())
        .isEqualTo("more than 100,000 keys in the objects open at this point, more than the check"
            + " keeps to refuse a duplicate");
    StringBuilder siblings = new StringBuilder("[");
    for (int i = 0; i < 3 * LineScanner.MAX_KEYS; i++) {
      siblings.append(i == 0 ? "" : ",").append("{\"a\":0}");
    }
    assertThat(fault(siblings + "]")).isEmpty();
  }

  @Test
  void aScannerResetAfterABadLineAcceptsTheNextGoodOne() {
    LineScanner scanner = new LineScanner();
    byte[] bad = "{\"a\":{\"b\":1,".getBytes(StandardCharsets.UTF_8);
    scanner.feed(bad, 0, bad.length);
    assertThat(scanner.end()).isPresent();
    scanner.reset();
    byte[] good = "{\"a\":{\"b\":1}}".getBytes(StandardCharsets.UTF_8);
    scanner.feed(good, 0, good.length);
    assertThat(scanner.end()).isEmpty();
    assertThat(scanner.sum()).isEqualTo(1 + 3 + 19 + 1 + 3 + 19 + 7);
  }
}
