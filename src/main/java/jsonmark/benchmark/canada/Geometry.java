package jsonmark.benchmark.canada;

import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Arrays;

/**
 * {@code {"type": "Polygon" | "MultiPolygon", "coordinates": ...}}: one record whose {@code
 * coordinates} is either a polygon's rings or a multipolygon's polygons, so that every serializer
 * writes the two shapes through one plain type, without a type discriminator. A point is {@code
 * [longitude, latitude]}; a ring's last point equals its first.
 */
@CompiledJson
@JsonPropertyOrder({"type", "coordinates"})
@JSONType(orders = {"type", "coordinates"})
public record Geometry(
    @JsonProperty("type") String type, @JsonProperty("coordinates") Object coordinates) {

  public static Geometry polygon(double[][][] rings) {
    return new Geometry("Polygon", rings);
  }

  public static Geometry multiPolygon(double[][][][] polygons) {
    return new Geometry("MultiPolygon", polygons);
  }

  /** The rings of a Polygon, or of every polygon of a MultiPolygon. */
  public double[][][] rings() {
    if (coordinates instanceof double[][][] rings) {
      return rings;
    }
    return Arrays.stream((double[][][][]) coordinates)
        .flatMap(Arrays::stream)
        .toArray(double[][][]::new);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Geometry g
        && type.equals(g.type)
        && Arrays.deepEquals(new Object[] {coordinates}, new Object[] {g.coordinates});
  }

  @Override
  public int hashCode() {
    return 31 * type.hashCode() + Arrays.deepHashCode(new Object[] {coordinates});
  }

  @Override
  public String toString() {
    String text = Arrays.deepToString(new Object[] {coordinates});
    return "Geometry[type=" + type + ", coordinates=" + text.substring(1, text.length() - 1) + "]";
  }
}
