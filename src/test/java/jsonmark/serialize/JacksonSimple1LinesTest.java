package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.io.NumberOutput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import jsonmark.benchmark.Coordinates;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.Simple1Record;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Simple1 fast path of {@link JacksonSerializer} writes exactly what databind writes. */
class JacksonSimple1LinesTest {

  private final JacksonSerializer jackson = new JacksonSerializer();

  @Test
  void writesTheLibrarysBytesForTheFirstFortyThousandRecords() throws IOException {
    List<Simple1Record> records =
        new RecordBlocks<>(new Simple1Benchmark(), 40_000).all();

    assertThat(new JacksonSimple1Lines(16).write(records)).isTrue();
    assertThat(fast(records)).isEqualTo(library(records));
  }

  @Test
  void writesTheLibrarysBytesForRandomRecordsOfEveryValueRange() throws IOException {
    SplittableRandom random = new SplittableRandom(7);
    List<Simple1Record> records = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      records.add(
          new Simple1Record(
              random.nextInt(), random.nextInt(), randomDouble(random), randomDouble(random),
              random.nextBoolean(), List.of(ascii(random), ascii(random), ""), ascii(random),
              ascii(random), new Coordinates(randomDouble(random), randomDouble(random)), null));
    }

    assertThat(new JacksonSimple1Lines(16).write(records)).isTrue();
    assertThat(fast(records)).isEqualTo(library(records));
  }

  @Test
  void writesNullsAsTheLibraryDoes() throws IOException {
    List<Simple1Record> records =
        List.of(
            new Simple1Record(0, -0, -0.0, 0.0, false, null, null, null, null, null),
            new Simple1Record(
                Integer.MIN_VALUE, Integer.MAX_VALUE, Double.MIN_VALUE, Double.MAX_VALUE, true,
                Arrays.asList("a", null), "", "x", new Coordinates(1e-7, 1e22), null));

    assertThat(new JacksonSimple1Lines(16).write(records)).isTrue();
    assertThat(fast(records)).isEqualTo(library(records));
  }

  @ParameterizedTest
  @ValueSource(strings = {"quote \" in", "back\\slash", "tab\tin", "del\u007f", "é", "\uD83D\uDE00",
      "line\nbreak", "\u0000"})
  void leavesStringsThatNeedEscapingOrEncodingToTheLibrary(String text) throws IOException {
    List<Simple1Record> records =
        List.of(record(List.of("plain"), "plain"), record(List.of("a", text), "plain"),
            record(List.of("plain"), text));

    for (Simple1Record record : records) {
      assertThat(new JacksonSimple1Lines(16).write(List.of(record)))
          .isEqualTo(record == records.get(0));
    }
    assertThat(fast(records)).isEqualTo(library(records));
  }

  @Test
  void leavesNonFiniteDoublesAndANonNullLastFieldToTheLibrary() throws IOException {
    List<Simple1Record> records =
        List.of(
            new Simple1Record(1, 2, Double.NaN, 0, true, List.of(), "s", "d", null, null),
            new Simple1Record(
                1, 2, 0, 0, true, List.of(), "s", "d",
                new Coordinates(Double.NEGATIVE_INFINITY, 0), null),
            new Simple1Record(1, 2, 0, 0, true, List.of(), "s", "d", null, "something"));

    for (Simple1Record record : records) {
      assertThat(new JacksonSimple1Lines(16).write(List.of(record))).isFalse();
      assertThat(fast(List.of(record))).isEqualTo(library(List.of(record)));
    }
  }

  @Test
  void writesNothingForNoRecords() throws IOException {
    assertThat(fast(List.of())).isEmpty();
    assertThat(library(List.of())).isEmpty();
  }

  @Test
  void writesSixDecimalDoublesAsJacksonsFastWriterDoes() {
    SplittableRandom random = new SplittableRandom(11);
    long[] edges = {0, 1, 999, 1000, 1001, 100_000, 1_000_000, 1_500_000, 9_999_999,
        180_000_000, 9_999_999_999_999L, 10_000_000_000_000L, 123_456_789_012L};
    for (long k : edges) {
      assertMicros(k / 1e6);
      assertMicros(-k / 1e6);
    }
    for (int i = 0; i < 2_000_000; i++) {
      long k = i % 2 == 0 ? random.nextInt(-180_000_000, 180_000_001)
          : random.nextLong(-10_000_000_000_000L, 10_000_000_000_001L);
      assertMicros(k / 1e6);
    }
    assertMicros(0.1 + 0.2);
    assertMicros(Math.nextUp(0.25));
    assertMicros(Math.PI);
  }

  /** putMicros writes what Jackson writes, or declines a double it cannot vouch for. */
  private static void assertMicros(double d) {
    byte[] text = new byte[32];
    int end = JacksonSimple1Lines.putMicros(d, text, 0);
    double magnitude = Math.abs(d);
    long k = Math.round(d * 1e6);
    boolean micros = magnitude >= 1e-3 && magnitude < 1e7 && k / 1e6 == d;
    assertThat(end >= 0).as("takes %s", d).isEqualTo(micros);
    if (end >= 0) {
      assertThat(new String(text, 0, end, StandardCharsets.US_ASCII))
          .isEqualTo(NumberOutput.toString(d, true));
    }
  }

  private static Simple1Record record(List<String> words, String str) {
    return new Simple1Record(1, 2, 0.5, 1.5, true, words, str, "2000-01-01T00:00:00Z",
        new Coordinates(1.25, -2.5), null);
  }

  /** Any double but NaN and the infinities: all exponents, tiny and huge, negative zero. */
  private static double randomDouble(SplittableRandom random) {
    double d;
    do {
      d = Double.longBitsToDouble(random.nextLong());
    } while (!Double.isFinite(d));
    return random.nextInt(4) == 0 ? d : random.nextDouble(-1e6, 1e6);
  }

  /** 0 to 30 characters of printable ASCII but quote and backslash: what the fast path takes. */
  private static String ascii(SplittableRandom random) {
    char[] text = new char[random.nextInt(31)];
    for (int i = 0; i < text.length; i++) {
      char ch;
      do {
        ch = (char) random.nextInt(0x20, 0x7F);
      } while (ch == '"' || ch == '\\');
      text[i] = ch;
    }
    return new String(text);
  }

  private byte[] fast(List<Simple1Record> records) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    jackson.writeLines(records, Simple1Record.class, out);
    return out.toByteArray();
  }

  private byte[] library(List<Simple1Record> records) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    jackson.writeLinesWithLibrary(records, Simple1Record.class, out);
    return out.toByteArray();
  }
}
