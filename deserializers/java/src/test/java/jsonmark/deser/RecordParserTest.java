package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every library must bind all ten fields alike and reject what is not one JSON object. */
class RecordParserTest {

  private static Checksummed parse(Variant variant, String text) throws IOException {
    byte[] bytes = Lines.utf8("xx" + text + "yy");
    return variant.newParser(Benchmark.SIMPLE1).parse(bytes, 2, bytes.length - 4);
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void bindsEveryFieldOfALine(Variant variant) throws IOException {
    assertEquals(Lines.FIRST_RECORD, parse(variant, Lines.FIRST));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void bindsKeysInAnyOrderAndNumbersInAnyValidForm(Variant variant) throws IOException {
    assertEquals(Lines.SECOND_RECORD, parse(variant, Lines.SECOND));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void reusesOneParserForManyLines(Variant variant) throws IOException {
    RecordParser parser = variant.newParser(Benchmark.SIMPLE1);
    byte[] both = Lines.utf8(Lines.FIRST + Lines.SECOND);
    int split = Lines.FIRST.length();
    assertEquals(Lines.FIRST_RECORD, parser.parse(both, 0, split));
    assertEquals(Lines.SECOND_RECORD, parser.parse(both, split, both.length - split));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsATruncatedLine(Variant variant) {
    String truncated = Lines.FIRST.substring(0, Lines.FIRST.length() / 2);
    assertThrows(Exception.class, () -> parse(variant, truncated));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsContentAfterTheObject(Variant variant) {
    assertThrows(Exception.class, () -> parse(variant, Lines.FIRST + " }"));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsTheNullLiteral(Variant variant) {
    assertThrows(Exception.class, () -> parse(variant, "null"));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsAStringWhereAnIntegerBelongs(Variant variant) {
    assertThrows(
        Exception.class, () -> parse(variant, Lines.FIRST.replace("-12,", "\"twelve\",")));
  }
}
