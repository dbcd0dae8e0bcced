package jsonmark.deser;

import com.alibaba.fastjson2.annotation.JSONField;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.gson.annotations.SerializedName;
import java.util.List;

/**
 * One Simple1Benchmark line, with all ten fields typed; every library binds into this record.
 *
 * <p>Component names are the JSON keys, except {@code null}, which is a Java keyword and is
 * renamed with each library's own annotation. {@code datetime} stays a string: the protocol asks
 * for a full parse, not for date conversion, which the libraries do not all support alike.
 */
@CompiledJson
public record Simple1Record(
    int integer_1,
    int integer_2,
    double float_1,
    double float_2,
    boolean bool,
    List<String> words,
    String str,
    String datetime,
    Coordinates coordinates,
    @JsonProperty("null") @SerializedName("null") @JSONField(name = "null")
        @JsonAttribute(name = "null")
        Object nullValue) {

  /** The value this record adds to the checksum. */
  public long checksum() {
    return (long) integer_1 + integer_2;
  }
}
