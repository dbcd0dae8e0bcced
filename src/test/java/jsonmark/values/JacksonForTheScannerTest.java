package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.async.ByteArrayFeeder;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Why the driver checks each line with its own {@link LineScanner} rather than with Jackson's
 * strictest parser (every {@link JsonReadFeature} off, duplicate detection on, one value and
 * nothing after it), measured: the lines Jackson gets wrong, what its defaults refuse, and what
 * it holds in memory where the scanner holds nothing (CONTRIBUTING.md, "Hand-written parsers").
 */
class JacksonForTheScannerTest {

  private static final int PIECE = 1 << 18;

  @Test
  void jacksonAcceptsAByteOrderMarkAndANulAfterANumberWhichTheScannerRefuses() {
    byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '1'};
    byte[] nul = {'1', 0};
    assertThat(jackson(bom, lifted())).isEmpty();
    assertThat(jackson(nul, lifted())).isEmpty();
    assertThat(scanner(bom)).isPresent();
    assertThat(scanner(nul)).hasValueSatisfying(f -> assertThat(f.column()).isEqualTo(2));
  }

  @Test
  void jacksonsDefaultLimitsRefuseANumberOfOver1000DigitsWhichIsStrictJson() {
    byte[] digits = new byte[1_001];
    Arrays.fill(digits, (byte) '7');
    assertThat(jackson(digits, new JsonFactory())).hasValueSatisfying(
        reason -> assertThat(reason).contains("getMaxNumberLength"));
    assertThat(jackson(digits, lifted())).isEmpty();
    assertThat(scanner(digits)).isEmpty();
  }

  @Test
  void jacksonsReasonsNameItsOwnFeaturesWhereTheScannerSaysWhatJsonAllows() {
    byte[] nan = "[NaN]".getBytes(StandardCharsets.US_ASCII);
    assertThat(jackson(nan, lifted())).hasValueSatisfying(
        reason -> assertThat(reason).contains("JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS"));
    assertThat(scanner(nan)).hasValueSatisfying(
        f -> assertThat(f.reason()).doesNotContain("Feature"));
  }

  @Test
  void fedInPiecesJacksonHoldsAWholeStringOrNumberWhileTheScannerHoldsNeither() {
    com.sun.management.ThreadMXBean threads = allocationCounter();
    int size = 16 << 20;
    byte[] string = new byte[size + 2];
    Arrays.fill(string, (byte) 'x');
    string[0] = '"';
    string[size + 1] = '"';
    byte[] number = new byte[size];
    Arrays.fill(number, (byte) '7');
    for (byte[] line : new byte[][] {string, number}) {
      // Once first, so that class loading is not counted.
      scanPieces(line);
      jacksonPieces(line);
      long before = threads.getCurrentThreadAllocatedBytes();
      scanPieces(line);
      long scanned = threads.getCurrentThreadAllocatedBytes() - before;
      before = threads.getCurrentThreadAllocatedBytes();
      jacksonPieces(line);
      long parsed = threads.getCurrentThreadAllocatedBytes() - before;
      assertThat(scanned).as("bytes the scanner allocates").isLessThan(1 << 20);
      assertThat(parsed).as("bytes Jackson allocates").isGreaterThan(2L * size);
    }
  }

  /** What the scanner refuses {@code line} for, fed in pieces as the driver reads a file. */
  private static Optional<LineScanner.Fault> scanner(byte[] line) {
    LineScanner scanner = new LineScanner();
    scanner.feed(line, 0, line.length);
    return scanner.end();
  }

  private static void scanPieces(byte[] line) {
    LineScanner scanner = new LineScanner();
    for (int at = 0; at < line.length; at += PIECE) {
      scanner.feed(line, at, Math.min(line.length, at + PIECE));
    }
    assertThat(scanner.end()).isEmpty();
  }

  /**
   * Jackson's non-blocking parser, the one that can be fed a line in pieces; its buffers are not
   * recycled here, so that each line's are counted (recycled, the largest stays held).
   */
  private static void jacksonPieces(byte[] line) {
    JsonFactory factory = lifted().rebuild().recyclerPool(JsonRecyclerPools.nonRecyclingPool())
        .build();
    try (JsonParser parser = factory.createNonBlockingByteArrayParser()) {
      ByteArrayFeeder feeder = (ByteArrayFeeder) parser.getNonBlockingInputFeeder();
      for (int at = 0; at < line.length; at += PIECE) {
        feeder.feedInput(line, at, Math.min(line.length, at + PIECE));
        for (JsonToken t = parser.nextToken(); t != null && t != JsonToken.NOT_AVAILABLE; ) {
          t = parser.nextToken();
        }
      }
      feeder.endOfInput();
      while (parser.nextToken() != null) {
        // to the end
      }
    } catch (IOException e) {
      throw new AssertionError("Jackson refused a valid line: " + e.getMessage(), e);
    }
  }

  /** Why Jackson refuses {@code line} as exactly one value, or empty when it accepts it. */
  private static Optional<String> jackson(byte[] line, JsonFactory factory) {
    try (JsonParser parser = factory.createParser(line)) {
      if (parser.nextToken() == null) {
        return Optional.of("no value");
      }
      parser.skipChildren();
      return parser.nextToken() == null ? Optional.empty() : Optional.of("a second value");
    } catch (IOException e) {
      return Optional.of(e.getMessage());
    }
  }

  /** Jackson at its strictest, its length limits lifted and its depth the scanner's. */
  private static JsonFactory lifted() {
    var builder = new JsonFactory().rebuild();
    for (JsonReadFeature feature : JsonReadFeature.values()) {
      builder.disable(feature);
    }
    return builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .streamReadConstraints(StreamReadConstraints.builder()
            .maxNestingDepth(LineScanner.MAX_DEPTH).maxNumberLength(Integer.MAX_VALUE)
            .maxStringLength(Integer.MAX_VALUE).build())
        .build();
  }

  private static com.sun.management.ThreadMXBean allocationCounter() {
    boolean counted = ManagementFactory.getThreadMXBean()
        instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemorySupported();
    assumeTrue(counted, "this JVM does not count a thread's allocated bytes");
    return (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  }
}
