package jsonmark.serializers;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * Explains why two equivalent outputs differ in size: it walks their differing lines token by token
 * and sorts each differing number by how its text differs; what remains of a line's length
 * difference is put down to string escaping or spacing.
 */
final class ByteDifferences {

  private static final JsonFactory FACTORY = new JsonFactory();

  /** Why two texts of the same value differ. */
  enum Kind {
    EXPONENT_VS_PLAIN("a number in exponent form in one, plain decimal in the other"),
    EXPONENT_SPELLING("the same exponent form spelled differently (e/E, sign, zeros)"),
    DIGITS("a number with different digits (not the shortest round-trip form)"),
    OTHER("string escaping or spacing");

    final String meaning;

    Kind(String meaning) {
      this.meaning = meaning;
    }
  }

  /** How many occurrences of a kind, the bytes they add (negative: save), and a first example. */
  record Tally(long count, long bytes, String example) {}

  /** All differences of {@code other} against {@code reference}. */
  record Differences(long linesDiffering, long bytes, Map<Kind, Tally> tallies) {

    boolean none() {
      return linesDiffering == 0 && bytes == 0;
    }
  }

  private ByteDifferences() {}

  /** Compares two outputs of the same records, both one JSON document per line. */
  static Differences between(byte[] reference, byte[] other) {
    Map<Kind, Tally> tallies = new EnumMap<>(Kind.class);
    long differing = 0;
    int a = 0;
    int b = 0;
    while (a < reference.length && b < other.length) {
      int aEnd = lineEnd(reference, a);
      int bEnd = lineEnd(other, b);
      if (!Arrays.equals(reference, a, aEnd, other, b, bEnd)) {
        differing++;
        compareLine(reference, a, aEnd, other, b, bEnd, tallies);
      }
      a = aEnd + 1;
      b = bEnd + 1;
    }
    return new Differences(differing, (long) other.length - reference.length, tallies);
  }

  private static void compareLine(
      byte[] ref,
      int aStart,
      int aEnd,
      byte[] other,
      int bStart,
      int bEnd,
      Map<Kind, Tally> tallies) {
    long numberBytes = 0;
    try (JsonParser left = FACTORY.createParser(ref, aStart, aEnd - aStart);
        JsonParser right = FACTORY.createParser(other, bStart, bEnd - bStart)) {
      for (JsonToken token = left.nextToken(); token != null; token = left.nextToken()) {
        if (right.nextToken() != token) {
          break; // not the same structure; the equivalence check reports such outputs
        }
        if (token.isNumeric() && !left.getText().equals(right.getText())) {
          String x = left.getText();
          String y = right.getText();
          numberBytes += y.length() - x.length();
          add(tallies, kind(x, y), y.length() - x.length(), x + " → " + y);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    long rest = (bEnd - bStart) - (aEnd - aStart) - numberBytes;
    if (rest != 0) {
      add(tallies, Kind.OTHER, rest, "line length " + (aEnd - aStart) + " → " + (bEnd - bStart));
    }
  }

  static Kind kind(String x, String y) {
    boolean xExponent = x.indexOf('e') >= 0 || x.indexOf('E') >= 0;
    boolean yExponent = y.indexOf('e') >= 0 || y.indexOf('E') >= 0;
    if (xExponent != yExponent) {
      return Kind.EXPONENT_VS_PLAIN;
    }
    if (xExponent && mantissa(x).equals(mantissa(y))) {
      return Kind.EXPONENT_SPELLING;
    }
    return Kind.DIGITS;
  }

  private static String mantissa(String number) {
    String lower = number.toLowerCase(Locale.ROOT);
    return lower.substring(0, lower.indexOf('e'));
  }

  private static void add(Map<Kind, Tally> tallies, Kind kind, long bytes, String example) {
    tallies.merge(
        kind,
        new Tally(1, bytes, example),
        (old, one) -> new Tally(old.count() + 1, old.bytes() + one.bytes(), old.example()));
  }

  private static int lineEnd(byte[] bytes, int from) {
    int end = from;
    while (end < bytes.length && bytes[end] != '\n') {
      end++;
    }
    return end;
  }
}
