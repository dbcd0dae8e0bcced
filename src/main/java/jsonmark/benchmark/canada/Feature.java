package jsonmark.benchmark.canada;

import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** One GeoJSON Feature of {@link Canada1Benchmark}: a named region and its outline. */
@CompiledJson
@JsonPropertyOrder({"type", "properties", "geometry"})
@JSONType(orders = {"type", "properties", "geometry"})
public record Feature(
    @JsonProperty("type") String type,
    @JsonProperty("properties") Properties properties,
    @JsonProperty("geometry") Geometry geometry) {

  /** A feature's properties: its name and a numeric id, which the checksum sums. */
  @CompiledJson
  @JsonPropertyOrder({"name", "id"})
  @JSONType(orders = {"name", "id"})
  public record Properties(@JsonProperty("name") String name, @JsonProperty("id") int id) {}
}
