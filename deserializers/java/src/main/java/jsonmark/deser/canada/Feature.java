package jsonmark.deser.canada;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import jsonmark.deser.Checksummed;

/** One Canada1Benchmark line: a GeoJSON Feature whose geometry is a (Multi)Polygon. */
@CompiledJson
public record Feature(String type, Properties properties, Geometry geometry)
    implements Checksummed {

  /** Rejects a feature without the values that the checksum reads. */
  public Feature {
    require(properties, "properties");
    require(geometry, "geometry");
  }

  @Override
  public long checksum() {
    return properties.id() + geometry.points();
  }
}
