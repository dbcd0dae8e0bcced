package jsonmark.serialize;

import com.fasterxml.jackson.core.io.NumberOutput;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import jsonmark.benchmark.Coordinates;
import jsonmark.benchmark.Simple1Draw;
import jsonmark.benchmark.Simple1Record;
import jsonmark.benchmark.Words;

/**
 * Simple1 records as {@link JacksonSerializer}'s mapper writes them, without databind's
 * reflective property access, which costs more than the JSON itself. Numbers go through
 * jackson-core's own {@link NumberOutput} (doubles with the fast writer, as the mapper is
 * configured), so they are Jackson's digits, except doubles of six decimals, which {@link
 * #putMicros} writes as that writer would; strings are copied only when every character is
 * printable ASCII (0x20 to 0x7E) and neither quote nor backslash, which Jackson writes
 * unescaped. Anything else (another character, a non-finite double, a non-null {@code "null"}
 * field) makes {@link #write} give up, and the caller writes the records with the library.
 */
final class JacksonSimple1Lines {

  private static final byte[] INTEGER_1 = ascii("{\"integer_1\":");
  private static final byte[] INTEGER_2 = ascii(",\"integer_2\":");
  private static final byte[] FLOAT_1 = ascii(",\"float_1\":");
  private static final byte[] FLOAT_2 = ascii(",\"float_2\":");
  private static final byte[] BOOL_TRUE = ascii(",\"bool\":true");
  private static final byte[] BOOL_FALSE = ascii(",\"bool\":false");
  private static final byte[] WORDS = ascii(",\"words\":");
  private static final byte[] STR = ascii(",\"str\":");
  private static final byte[] DATETIME = ascii(",\"datetime\":");
  private static final byte[] LONGITUDE = ascii(",\"coordinates\":{\"longitude\":");
  private static final byte[] LATITUDE = ascii(",\"latitude\":");
  private static final byte[] COORDINATES_NULL = ascii(",\"coordinates\":null");
  private static final byte[] NULL = ascii("null");
  private static final byte[] END = ascii(",\"null\":null}\n");

  /** The longest text of {@link #putMicros}: sign, seven digits, point, six decimals. */
  private static final int MICROS_LENGTH = 15;

  /** Room for any fixed part plus one number: a flush point, not a record's size. */
  private static final int SLACK = 64;

  private byte[] buffer;
  private int size;

  JacksonSimple1Lines(int capacity) {
    buffer = new byte[Math.max(capacity, 1 << 10)];
  }

  /** Empties the buffer and makes it hold {@code capacity} bytes at least. */
  void reset(int capacity) {
    size = 0;
    if (buffer.length < capacity) {
      buffer = new byte[capacity];
    }
  }

  /** Goes on writing after the first {@code size} bytes of {@code b}, into it while it has room. */
  void continueIn(byte[] b, int size) {
    buffer = b;
    this.size = size;
  }

  /** The bytes written so far. */
  byte[] buffer() {
    return buffer;
  }

  int size() {
    return size;
  }

  /**
   * Appends each record as one line; false, with the buffer in an unspecified state, when some
   * value needs what only the library does (see the class comment).
   */
  boolean write(List<Simple1Record> records) {
    for (Simple1Record record : records) {
      if (!write(record)) {
        return false;
      }
    }
    return true;
  }

  private boolean write(Simple1Record r) {
    if (r.nothing() != null || !Double.isFinite(r.float1()) || !Double.isFinite(r.float2())) {
      return false;
    }
    putHead(r.integer1(), r.integer2(), r.float1(), r.float2(), r.bool());
    if (!putStrings(r.words())) {
      return false;
    }
    put(STR);
    if (!putString(r.str())) {
      return false;
    }
    put(DATETIME);
    if (!putString(r.datetime())) {
      return false;
    }
    Coordinates c = r.coordinates();
    room(SLACK * 3);
    if (c == null) {
      put(COORDINATES_NULL);
    } else {
      if (!Double.isFinite(c.longitude()) || !Double.isFinite(c.latitude())) {
        return false;
      }
      putCoordinates(c.longitude(), c.latitude());
    }
    put(END);
    return true;
  }

  /**
   * Appends the record drawn into {@code d}: the bytes {@link #write(Simple1Record)} writes for
   * the record it makes, when {@link Words#plainAscii} (its doubles are finite by construction).
   */
  void write(Simple1Draw d) {
    int string = Simple1Draw.longestString() + 2;
    putHead(d.integer1(), d.integer2(), d.float1(), d.float2(), d.bool());
    for (int i = 0; i < d.wordCount(); i++) {
      room(string);
      buffer[size++] = (byte) (i == 0 ? '[' : ',');
      buffer[size++] = '"';
      size = d.putWord(i, buffer, size);
      buffer[size++] = '"';
    }
    buffer[size++] = ']';
    put(STR);
    room(string);
    buffer[size++] = '"';
    size = d.putSentence(buffer, size);
    buffer[size++] = '"';
    put(DATETIME);
    room(string);
    buffer[size++] = '"';
    size = d.putDatetime(buffer, size);
    buffer[size++] = '"';
    room(SLACK * 3);
    putCoordinates(d.longitude(), d.latitude());
    put(END);
  }

  /** The numbers and the bool that open a line, up to {@code "words":}. */
  private void putHead(int integer1, int integer2, double float1, double float2, boolean bool) {
    room(SLACK * 4);
    put(INTEGER_1);
    size = NumberOutput.outputInt(integer1, buffer, size);
    put(INTEGER_2);
    size = NumberOutput.outputInt(integer2, buffer, size);
    put(FLOAT_1);
    putDouble(float1);
    put(FLOAT_2);
    putDouble(float2);
    put(bool ? BOOL_TRUE : BOOL_FALSE);
    put(WORDS);
  }

  /** The coordinates object, its key first; the caller has made room for it. */
  private void putCoordinates(double longitude, double latitude) {
    put(LONGITUDE);
    putDouble(longitude);
    put(LATITUDE);
    putDouble(latitude);
    buffer[size++] = '}';
  }

  private boolean putStrings(List<String> strings) {
    if (strings == null) {
      room(NULL.length);
      put(NULL);
      return true;
    }
    room(1);
    buffer[size++] = '[';
    for (int i = 0; i < strings.size(); i++) {
      if (i > 0) {
        room(1);
        buffer[size++] = ',';
      }
      if (!putString(strings.get(i))) {
        return false;
      }
    }
    room(1);
    buffer[size++] = ']';
    return true;
  }

  /** A quoted string, or false when a character would be escaped or encoded by Jackson. */
  private boolean putString(String s) {
    if (s == null) {
      room(NULL.length);
      put(NULL);
      return true;
    }
    int length = s.length();
    room(length + 2);
    byte[] b = buffer;
    int at = size;
    b[at++] = '"';
    for (int i = 0; i < length; i++) {
      char ch = s.charAt(i);
      if (ch < 0x20 || ch > 0x7E || ch == '"' || ch == '\\') {
        return false;
      }
      b[at++] = (byte) ch;
    }
    b[at++] = '"';
    size = at;
    return true;
  }

  /** Jackson's text of a finite double: {@code NumberOutput.toString(d, true)}, ASCII. */
  private void putDouble(double d) {
    room(MICROS_LENGTH);
    int end = putMicros(d, buffer, size);
    if (end >= 0) {
      size = end;
      return;
    }
    String text = NumberOutput.toString(d, true);
    int length = text.length();
    room(length);
    for (int i = 0; i < length; i++) {
      buffer[size++] = (byte) text.charAt(i);
    }
  }

  /**
   * Writes {@code d} at {@code at} when it is the double nearest to k / 10^6 for an integer k
   * (a coordinate's six decimals) and 10^-3 <= |d| < 10^7, returning the end; else -1 with
   * nothing written. Jackson's Schubfach writes the shortest decimal that reads back as {@code
   * d} (of two digits at least, the closest if several), in plain notation in that range: k /
   * 10^6 reads back as {@code d}, and every other decimal of at most six places lies 10^-6 or
   * more away, beyond the ulp of any double below 10^7; so the text is k / 10^6 without its
   * trailing zeros, one fractional digit at least.
   */
  static int putMicros(double d, byte[] b, int at) {
    double magnitude = Math.abs(d);
    if (!(magnitude >= 1e-3 && magnitude < 1e7)) {
      return -1;
    }
    long k = Math.round(d * 1e6);
    if (k / 1e6 != d) {
      return -1;
    }
    if (k < 0) {
      b[at++] = '-';
      k = -k;
    }
    at = NumberOutput.outputLong(k / 1_000_000, b, at);
    b[at++] = '.';
    int fraction = (int) (k % 1_000_000);
    int digits = 6;
    while (digits > 1 && fraction % 10 == 0) {
      fraction /= 10;
      digits--;
    }
    for (int i = at + digits - 1; i >= at; i--) {
      b[i] = (byte) ('0' + fraction % 10);
      fraction /= 10;
    }
    return at + digits;
  }

  private void put(byte[] bytes) {
    System.arraycopy(bytes, 0, buffer, size, bytes.length);
    size += bytes.length;
  }

  /** Makes room for {@code bytes} more plus {@link #SLACK}, for the fixed parts that follow. */
  private void room(int bytes) {
    if (size + bytes + SLACK > buffer.length) {
      buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, size + bytes + SLACK));
    }
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
