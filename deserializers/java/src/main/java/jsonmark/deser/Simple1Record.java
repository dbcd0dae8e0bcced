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
 *
 * <p>The two integers are boxed so that a missing key or a JSON {@code null} reaches the
 * constructor as {@code null} in every library (a primitive {@code int} would silently be 0 and
 * the record summed as if it held 0); the constructor rejects it. Every library builds records
 * through this canonical constructor, so the check is the same for all of them.
 */
@CompiledJson
public record Simple1Record(
    Integer integer_1,
    Integer integer_2,
    double float_1,
    double float_2,
    boolean bool,
    List<String> words,
    String str,
    String datetime,
    Coordinates coordinates,
    @JsonProperty("null") @SerializedName("null") @JSONField(name = "null")
        @JsonAttribute(name = "null")
        Object nullValue)
    implements Checksummed {

  /** Rejects a record whose integer_1 or integer_2 is missing or null. */
  public Simple1Record {
    MissingValueException.require(integer_1, "integer_1");
    MissingValueException.require(integer_2, "integer_2");
  }

  @Override
  public long checksum() {
    return (long) integer_1.intValue() + integer_2.intValue();
  }
}
