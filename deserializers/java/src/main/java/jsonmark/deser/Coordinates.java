package jsonmark.deser;

import com.dslplatform.json.CompiledJson;

/** The {@code coordinates} object of a Simple1Benchmark record, in degrees. */
@CompiledJson
public record Coordinates(double longitude, double latitude) {}
