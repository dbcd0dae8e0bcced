package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What each library accepts that is not JSON, in fields the checksum does not read, and what it
 * does with a record whose integer_1 or integer_2 is missing or null.
 *
 * <p>Jackson and Gson (STRICT) reject every malformed line below. fastjson2 and DSL-JSON are
 * lenient by design and are left so; their accepted cases are listed exactly, so that a change
 * either way (stricter or laxer) fails this test and the list, and the README, are updated.
 */
class StrictnessTest {

  /** Lines of Lines.FIRST with one value (never integer_1 or integer_2) made invalid JSON. */
  static final Map<String, String> MALFORMED = new LinkedHashMap<>();

  static {
    malformed("unquoted string", "\"str\":\"The quick brown fox jumps.\"", "\"str\":Week");
    malformed("single-quoted string", "\"str\":\"The quick brown fox jumps.\"", "\"str\":'Week'");
    malformed("NaN", "\"float_1\":-431.2376523422", "\"float_1\":NaN");
    malformed("Infinity", "\"float_1\":-431.2376523422", "\"float_1\":-Infinity");
    malformed("hex float", "\"float_1\":-431.2376523422", "\"float_1\":0x1p3");
    malformed("leading zero", "\"float_1\":-431.2376523422", "\"float_1\":01.5");
    malformed("plus sign", "\"float_1\":-431.2376523422", "\"float_1\":+1.5");
    malformed("trailing dot", "\"float_1\":-431.2376523422", "\"float_1\":1.");
    malformed("unquoted word", "[\"apple\",", "[fact,");
    malformed("truncated null", "\"null\":null", "\"null\":nul");
    malformed("unquoted key", "\"str\":", "str:");
    malformed("trailing comma in object", "\"null\":null}", "\"null\":null,}");
    malformed("trailing comma in array", "\"moon\"]", "\"moon\",]");
    malformed("invalid escape", "\"The quick", "\"The \\x quick");
    malformed("raw tab in string", "\"The quick", "\"The \t quick");
    malformed("comment", "\"null\":null}", "\"null\":null/*c*/}");
  }

  private static void malformed(String name, String from, String to) {
    String line = Lines.FIRST.replace(from, to);
    if (line.equals(Lines.FIRST)) {
      throw new AssertionError(name + ": '" + from + "' is not in Lines.FIRST");
    }
    MALFORMED.put(name, line);
  }

  /** What each library accepts of MALFORMED (observed with the pinned versions). */
  private static Set<String> accepted(Variant variant) {
    return switch (variant) {
      case JACKSON, GSON -> Set.of();
      case FASTJSON2 ->
          Set.of(
              "single-quoted string",
              "NaN",
              "leading zero",
              "plus sign",
              "trailing dot",
              "trailing comma in object",
              "trailing comma in array",
              "raw tab in string");
      case DSL_JSON -> Set.of("leading zero", "raw tab in string");
    };
  }

  private static boolean accepts(Variant variant, String line) {
    return Samples.accepts(variant, Benchmark.SIMPLE1, line);
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void acceptsExactlyTheDocumentedInvalidJson(Variant variant) {
    Set<String> actual = new TreeSet<>();
    MALFORMED.forEach(
        (name, line) -> {
          if (accepts(variant, line)) {
            actual.add(name);
          }
        });
    assertEquals(new TreeSet<>(accepted(variant)), actual, variant.cliName() + " accepted");
  }

  @Test
  void everyStrictLibraryRejectsEveryMalformedLine() {
    for (Variant variant : new Variant[] {Variant.JACKSON, Variant.GSON}) {
      MALFORMED.forEach(
          (name, line) ->
              assertThrows(
                  Exception.class,
                  () ->
                      variant
                          .newParser(Benchmark.SIMPLE1)
                          .parse(Lines.utf8(line), 0, Lines.utf8(line).length),
                  variant.cliName() + " accepted " + name + ": " + line));
    }
  }

  @Test
  void theValidLineIsAcceptedByAll() {
    for (Variant variant : Variant.values()) {
      assertTrue(accepts(variant, Lines.FIRST), variant.cliName());
    }
  }

  static final Map<String, String> NO_INTEGER =
      Map.of(
          "integer_1 missing", Lines.FIRST.replace("\"integer_1\":-12,", ""),
          "integer_1 null", Lines.FIRST.replace("\"integer_1\":-12", "\"integer_1\":null"),
          "integer_2 missing", Lines.FIRST.replace(",\"integer_2\":981", ""),
          "integer_2 null", Lines.FIRST.replace("\"integer_2\":981", "\"integer_2\":null"));

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsAMissingOrNullInteger(Variant variant) {
    NO_INTEGER.forEach(
        (name, line) -> {
          assertTrue(!line.equals(Lines.FIRST), name);
          String key = name.substring(0, "integer_1".length());
          InvalidLineException e =
              assertThrows(
                  InvalidLineException.class,
                  () ->
                      Checksum.of(
                          new ByteArrayInputStream(Lines.utf8(Lines.FIRST + "\n" + line + "\n")),
                          64,
                          variant.newParser(Benchmark.SIMPLE1)),
                  variant.cliName() + " summed a record with " + name);
          assertEquals(
              "invalid JSON on line 2: " + key + " is missing or null",
              e.getMessage(),
              variant.cliName() + ", " + name);
        });
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsAFractionalOrQuotedIntegerExceptWhereDocumented(Variant variant) {
    String fraction = Lines.FIRST.replace("\"integer_1\":-12", "\"integer_1\":1.5");
    String quoted = Lines.FIRST.replace("\"integer_1\":-12", "\"integer_1\":\"-12\"");
    // fastjson2 truncates 1.5 to 1; fastjson2, Gson and DSL-JSON read "-12" as -12.
    assertEquals(variant == Variant.FASTJSON2, accepts(variant, fraction), "1.5");
    assertEquals(variant != Variant.JACKSON, accepts(variant, quoted), "\"-12\"");
  }
}
