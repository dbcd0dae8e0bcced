package jsonmark.benchmark.canada;

import java.util.SplittableRandom;
import jsonmark.benchmark.DefinedBenchmark;

/**
 * GeoJSON features like those of simdjson's {@code canada.json}: almost nothing but doubles in
 * nested arrays, so that number parsing dominates.
 */
public final class Canada1Benchmark extends DefinedBenchmark<Feature> {

  private static final String DESCRIPTION =
      "GeoJSON Polygon/MultiPolygon features: rings of [lon, lat] doubles of 15-17 digits"
          + " (~11 KB; 27,500 records, ~300 MB)";

  private static final String[] NAMES = {
    "Canada", "Québec", "Nunavut", "Terre-Neuve-et-Labrador", "Île-du-Prince-Édouard",
    "British Columbia", "Nova Scotia", "Yukon", "Territoires du Nord-Ouest", "Manitoba",
    "Ontario", "Saskatchewan", "Nouveau-Brunswick", "Alberta"
  };

  public Canada1Benchmark() {
    // 128 records a block: about 1.2 MB of JSON
    super(new Definition<>("Canada1Benchmark", 1, DESCRIPTION, 1867, 27_500, 128, Feature.class));
  }

  @Override
  public Feature next(SplittableRandom r) {
    String name = NAMES[r.nextInt(NAMES.length)];
    int id = r.nextInt(1, 1_000_000);
    double longitude = r.nextDouble(-138, -55);
    double latitude = r.nextDouble(44, 80);
    Geometry geometry;
    if (r.nextBoolean()) {
      geometry = Geometry.polygon(polygon(r, longitude, latitude, r.nextInt(30, 300)));
    } else {
      double[][][][] polygons = new double[r.nextInt(2, 6)][][][];
      for (int p = 0; p < polygons.length; p++) {
        polygons[p] =
            polygon(r, longitude + r.nextDouble(-2, 2), latitude + r.nextDouble(-1, 1),
                r.nextInt(10, 150));
      }
      geometry = Geometry.multiPolygon(polygons);
    }
    return new Feature("Feature", new Feature.Properties(name, id), geometry);
  }

  /** An outer ring and, one time in three, one to three holes (lakes) inside it. */
  private static double[][][] polygon(
      SplittableRandom r, double longitude, double latitude, int points) {
    double radius = r.nextDouble(0.05, 1.5);
    double[][][] rings = new double[1 + (r.nextInt(3) == 0 ? r.nextInt(1, 4) : 0)][][];
    rings[0] = Outlines.ring(r, longitude, latitude, radius, points);
    for (int i = 1; i < rings.length; i++) {
      rings[i] = Outlines.ring(r, longitude, latitude, radius * 0.2, r.nextInt(10, 60));
    }
    return rings;
  }

  /** As docs/benchmarks.md: the feature's id plus the number of points in all its rings. */
  @Override
  public long checksum(Feature feature) {
    long sum = feature.properties().id();
    for (double[][] ring : feature.geometry().rings()) {
      sum += ring.length;
    }
    return sum;
  }
}
