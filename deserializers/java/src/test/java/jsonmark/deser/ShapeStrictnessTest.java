package jsonmark.deser;

import static jsonmark.deser.Benchmark.CANADA1;
import static jsonmark.deser.Benchmark.CITM1;
import static jsonmark.deser.Benchmark.TWITTER1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Invalid JSON in values that the Twitter1, Canada1 and Citm1 checksums never read, on the first
 * line of each sample file. Jackson and Gson (STRICT) reject every case; for the lenient
 * fastjson2 and DSL-JSON the accepted cases are listed exactly, as in {@link StrictnessTest}.
 */
class ShapeStrictnessTest {

  /** One malformed line: the name says what was broken and where. */
  record Case(Benchmark benchmark, String name, String line) {}

  static final List<Case> MALFORMED = new ArrayList<>();

  static {
    malformed(TWITTER1, "invalid escape in text", "\"text\":\"", "\"text\":\"\\x");
    malformed(TWITTER1, "unquoted result_type", "\"recent\"", "recent");
    malformed(TWITTER1, "truncated false", "\"truncated\":false", "\"truncated\":fals");
    malformed(TWITTER1, "NaN user id", "_user_id\":4242", "_user_id\":NaN");
    malformed(CANADA1, "leading zero in a coordinate", "[-59.9999,", "[01.5,");
    malformed(CANADA1, "plus sign in a coordinate", "[-59.9999,", "[+59.9999,");
    malformed(CANADA1, "NaN coordinate", "[-59.9999,", "[NaN,");
    malformed(CANADA1, "quoted coordinate", "[-59.9999,", "[\"-59.9999\",");
    malformed(CANADA1, "trailing comma in a point", "53.71676316056633]", "53.71676316056633,]");
    malformed(CANADA1, "single-quoted name", "\"name\":\"Canada\"", "\"name\":'Canada'");
    malformed(CITM1, "unquoted name", "\"30th Anniversary Tour\"", "30th Anniversary Tour");
    malformed(CITM1, "leading zero in start", "\"start\":137270", "\"start\":0137270");
    malformed(CITM1, "trailing comma in subTopicIds", "337184283]", "337184283,]");
    malformed(CITM1, "invalid escape in venueCode", "\"PLEYEL_PLEYEL\"", "\"PLEYEL\\q\"");
    malformed(CITM1, "single-quoted map key", "{\"338937295\":", "{'338937295':");
  }

  private static void malformed(Benchmark benchmark, String name, String from, String to) {
    String line = Samples.edit(Samples.firstLine(benchmark), from, to);
    MALFORMED.add(new Case(benchmark, benchmark.benchmarkName() + ": " + name, line));
  }

  /**
   * What each library accepts of MALFORMED (observed with the pinned versions). Coordinates go
   * through PointArrays' walk, which asks each library whether a number comes next: fastjson2
   * then still reads 01.5 and +59.9 and skips a trailing comma; DSL-JSON still reads 01.5.
   */
  private static Set<String> accepted(Variant variant) {
    return switch (variant) {
      case JACKSON, GSON -> Set.of();
      case FASTJSON2 ->
          Set.of(
              "Canada1Benchmark: leading zero in a coordinate",
              "Canada1Benchmark: plus sign in a coordinate",
              "Canada1Benchmark: single-quoted name",
              "Canada1Benchmark: trailing comma in a point",
              "Citm1Benchmark: leading zero in start",
              "Citm1Benchmark: single-quoted map key",
              "Citm1Benchmark: trailing comma in subTopicIds");
      case DSL_JSON -> Set.of("Canada1Benchmark: leading zero in a coordinate");
    };
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void acceptsExactlyTheDocumentedInvalidJson(Variant variant) {
    Set<String> actual = new TreeSet<>();
    for (Case c : MALFORMED) {
      if (Samples.accepts(variant, c.benchmark(), c.line())) {
        actual.add(c.name());
      }
    }
    assertEquals(new TreeSet<>(accepted(variant)), actual, variant.cliName() + " accepted");
  }

  @Test
  void everyStrictLibraryRejectsEveryMalformedLine() {
    for (Variant variant : new Variant[] {Variant.JACKSON, Variant.GSON}) {
      for (Case c : MALFORMED) {
        assertThrows(
            Exception.class,
            () -> Samples.parse(variant, c.benchmark(), c.line()),
            variant.cliName() + " accepted " + c.name());
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void theUnbrokenFirstLinesAreAccepted(Variant variant) throws Exception {
    for (Benchmark benchmark : new Benchmark[] {TWITTER1, CANADA1, CITM1}) {
      Samples.parse(variant, benchmark, Samples.firstLine(benchmark));
    }
  }
}
