package jsonmark.deser.canada;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/**
 * A Polygon or MultiPolygon geometry. Its coordinates are read before the type may be known
 * (keys come in any order), so they arrive as {@link PointArrays} and are checked here against
 * the type: two levels of arrays above the points for a Polygon, three for a MultiPolygon.
 */
@CompiledJson
public record Geometry(String type, PointArrays coordinates) {

  /** Rejects a geometry whose type is unknown or whose coordinates do not have its depth. */
  public Geometry {
    require(type, "geometry.type");
    require(coordinates, "geometry.coordinates");
    coordinates.check(levels(type));
  }

  /** The polygons: one for a Polygon, each a list of rings of [longitude, latitude] points. */
  public List<List<List<double[]>>> polygons() {
    return coordinates.polygons(levels(type));
  }

  /** The number of points in all rings. */
  public long points() {
    long points = 0;
    for (List<List<double[]>> polygon : polygons()) {
      for (List<double[]> ring : polygon) {
        points += ring.size();
      }
    }
    return points;
  }

  private static int levels(String type) {
    return switch (type) {
      case "Polygon" -> 2;
      case "MultiPolygon" -> 3;
      default ->
          throw new IllegalArgumentException(
              "geometry.type must be Polygon or MultiPolygon, not '" + type + "'");
    };
  }
}
