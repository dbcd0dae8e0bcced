package jsonmark.benchmark.canada;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import jsonmark.benchmark.RecordBlocks;
import org.junit.jupiter.api.Test;

/** Features are closed outlines of long doubles, Polygons and MultiPolygons both. */
class Canada1BenchmarkTest {

  private static final MathContext FOURTEEN_DIGITS = new MathContext(14);

  private final Canada1Benchmark benchmark = new Canada1Benchmark();
  private final List<Feature> features = new RecordBlocks<>(benchmark, 200).all();

  @Test
  void ringsAreClosedAndTensToHundredsOfPointsLong() {
    for (Feature f : features) {
      for (double[][] ring : f.geometry().rings()) {
        assertThat(ring.length).isBetween(10, 300);
        assertThat(ring[ring.length - 1]).isEqualTo(ring[0]);
      }
    }
    assertThat(features).anyMatch(f -> f.geometry().type().equals("Polygon"));
    assertThat(features).anyMatch(f -> f.geometry().type().equals("MultiPolygon"));
    assertThat(features).anyMatch(f -> f.geometry().rings()[0].length > 100);
  }

  @Test
  void everyCoordinateNeedsAtLeastFifteenSignificantDigits() {
    for (Feature f : features.subList(0, 50)) {
      for (double[][] ring : f.geometry().rings()) {
        for (double[] point : ring) {
          assertThat(point[0]).isBetween(-180.0, -10.0);
          assertThat(point[1]).isBetween(10.0, 90.0);
          for (double value : point) {
            // No decimal of 14 digits reads back as the value, so its shortest form is longer.
            assertThat(new BigDecimal(value).round(FOURTEEN_DIGITS).doubleValue())
                .isNotEqualTo(value);
          }
        }
      }
    }
  }

  @Test
  void shortValuesAreMovedToALongNeighbour() {
    assertThat(Outlines.fifteenDigits(65.5)).isNotEqualTo(65.5).isCloseTo(65.5, within());
    assertThat(Outlines.fifteenDigits(-123.25)).isCloseTo(-123.25, within());
    assertThat(Outlines.fifteenDigits(-65.61361699999998)).isEqualTo(-65.61361699999998);
  }

  @Test
  void checksumIsTheIdPlusThePointsOfEveryRing() {
    double[][] triangle = {{-60, 45}, {-61, 45}, {-60, 46}, {-60, 45}};
    Feature polygon =
        new Feature("Feature", new Feature.Properties("Yukon", 7),
            Geometry.polygon(new double[][][] {triangle, triangle}));
    Feature multi =
        new Feature("Feature", new Feature.Properties("Yukon", 7),
            Geometry.multiPolygon(new double[][][][] {{triangle}, {triangle, triangle}}));

    assertThat(benchmark.checksum(polygon)).isEqualTo(7 + 8);
    assertThat(benchmark.checksum(multi)).isEqualTo(7 + 12);
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-12);
  }
}
