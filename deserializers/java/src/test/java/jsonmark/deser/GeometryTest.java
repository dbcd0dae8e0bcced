package jsonmark.deser;

import static jsonmark.deser.Benchmark.CANADA1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.deser.canada.Feature;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Canada1 coordinates are read before their geometry's type may be known: either key order gives
 * the same points, and coordinates of the wrong depth for the type are rejected.
 */
class GeometryTest {

  private static final Pattern GEOMETRY =
      Pattern.compile("\"geometry\":\\{\"type\":\"(\\w+)\",\"coordinates\":(.*)\\}\\}$");

  /** A sample line with its geometry's keys swapped: coordinates first, then type. */
  private static String coordinatesFirst(String line) {
    Matcher m = GEOMETRY.matcher(line);
    if (!m.find()) {
      throw new AssertionError("no geometry at the end of " + line);
    }
    return line.substring(0, m.start())
        + "\"geometry\":{\"coordinates\":"
        + m.group(2)
        + ",\"type\":\""
        + m.group(1)
        + "\"}}";
  }

  private static String multiPolygon() {
    return Samples.firstLine(CANADA1); // the first sample feature is a MultiPolygon
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void readsCoordinatesBeforeTheType(Variant variant) throws Exception {
    String line = multiPolygon();
    Feature inOrder = (Feature) Samples.parse(variant, CANADA1, line);
    Feature swapped = (Feature) Samples.parse(variant, CANADA1, coordinatesFirst(line));
    assertEquals("MultiPolygon", swapped.geometry().type());
    assertEquals(inOrder.checksum(), swapped.checksum());
    assertEquals(
        inOrder.geometry().polygons().get(0).get(0).get(1)[1],
        swapped.geometry().polygons().get(0).get(0).get(1)[1]);
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void sumsAPolygonsRingsAndAMultiPolygonsPolygons(Variant variant) throws Exception {
    String polygon =
        "{\"type\":\"Feature\",\"properties\":{\"name\":\"a\",\"id\":100},\"geometry\":"
            + "{\"type\":\"Polygon\",\"coordinates\":[[[1,2],[3,4],[1,2]],[[5,6.5e-1],[5,6]]]}}";
    String multi =
        polygon
            .replace("\"Polygon\"", "\"MultiPolygon\"")
            .replace("[[[1", "[[[[1")
            .replace("6]]]}", "6]]],[],[[]]]}");
    assertEquals(105, Samples.parse(variant, CANADA1, polygon).checksum());
    assertEquals(105, Samples.parse(variant, CANADA1, multi).checksum());
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsCoordinatesOfAnotherDepthThanTheType(Variant variant) {
    rejects(variant, "\"MultiPolygon\"", "\"Polygon\"");
    rejects(variant, "\"MultiPolygon\"", "\"Point\"");
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void rejectsAPointThatIsNotAPair(Variant variant) {
    rejects(variant, "[-59.9999,", "[1,-59.9999,");
    rejects(variant, "[-59.9999,53.71676316056633]", "[-59.9999]");
    rejects(variant, "[-59.9999,", "[[-59.9999],");
  }

  /** That {@code variant} refuses the sample MultiPolygon with {@code from} as {@code to}. */
  private static void rejects(Variant variant, String from, String to) {
    assertFalse(Samples.accepts(variant, CANADA1, Samples.edit(multiPolygon(), from, to)), to);
  }
}
