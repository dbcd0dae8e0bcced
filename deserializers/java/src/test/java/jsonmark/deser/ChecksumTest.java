package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Sums over whole inputs: line splitting, blank lines, and the number of a broken line. */
class ChecksumTest {

  private static long sum(String text, int bufferSize, Variant variant) throws Exception {
    return Checksum.of(
        new ByteArrayInputStream(Lines.utf8(text)),
        bufferSize,
        variant.newParser(Benchmark.SIMPLE1));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void sumsBothIntegersOfEveryLine(Variant variant) throws Exception {
    String text = Lines.FIRST + "\n" + Lines.SECOND + "\n" + Lines.FIRST + "\n";
    assertEquals(
        Lines.FIRST_PLUS_SECOND + 969, sum(text, LineSource.DEFAULT_BUFFER_SIZE, variant));
  }

  @ParameterizedTest
  @ValueSource(ints = {7, 64, 333, 1 << 20})
  void splitsLinesAlikeWhateverTheBufferSize(int bufferSize) throws Exception {
    String text = "\n" + Lines.FIRST + "\r\n  \n\n" + Lines.SECOND;
    assertEquals(Lines.FIRST_PLUS_SECOND, sum(text, bufferSize, Variant.JACKSON));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void sumsNothingToZero(Variant variant) throws Exception {
    assertEquals(0, sum("", 16, variant));
    assertEquals(0, sum("\n\n", 16, variant));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void reportsTheNumberOfTheBrokenLine(Variant variant) {
    String text = Lines.FIRST + "\n\n" + "{\"integer_1\":1,\n" + Lines.SECOND + "\n";
    InvalidLineException e =
        assertThrows(InvalidLineException.class, () -> sum(text, 64, variant));
    assertEquals(3, e.lineNumber());
    assertTrue(e.getMessage().startsWith("invalid JSON on line 3: "), e.getMessage());
  }
}
