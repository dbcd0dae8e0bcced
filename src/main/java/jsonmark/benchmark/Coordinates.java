package jsonmark.benchmark;

import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A point on Earth in degrees, with six decimals. */
@CompiledJson
@JsonPropertyOrder({"longitude", "latitude"})
@JSONType(orders = {"longitude", "latitude"})
public record Coordinates(double longitude, double latitude) {}
