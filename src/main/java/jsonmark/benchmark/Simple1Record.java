package jsonmark.benchmark;

import com.alibaba.fastjson2.annotation.JSONField;
import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.google.gson.annotations.SerializedName;
import java.util.List;

/**
 * One record of {@link Simple1Benchmark}, annotated so that every serializer writes its keys in
 * the order docs/benchmarks.md gives (the README's example line), including {@code "null": null}.
 */
@CompiledJson
@JsonPropertyOrder({
  "integer_1", "integer_2", "float_1", "float_2", "bool", "words", "str", "datetime",
  "coordinates", "null"
})
@JSONType(
    orders = {
      "integer_1", "integer_2", "float_1", "float_2", "bool", "words", "str", "datetime",
      "coordinates", "null"
    })
public record Simple1Record(
    @JsonProperty("integer_1") @SerializedName("integer_1") @JSONField(name = "integer_1")
        @JsonAttribute(name = "integer_1")
        int integer1,
    @JsonProperty("integer_2") @SerializedName("integer_2") @JSONField(name = "integer_2")
        @JsonAttribute(name = "integer_2")
        int integer2,
    @JsonProperty("float_1") @SerializedName("float_1") @JSONField(name = "float_1")
        @JsonAttribute(name = "float_1")
        double float1,
    @JsonProperty("float_2") @SerializedName("float_2") @JSONField(name = "float_2")
        @JsonAttribute(name = "float_2")
        double float2,
    @JsonProperty("bool") boolean bool,
    @JsonProperty("words") List<String> words,
    @JsonProperty("str") String str,
    @JsonProperty("datetime") String datetime,
    @JsonProperty("coordinates") Coordinates coordinates,
    @JsonProperty("null") @JsonInclude(JsonInclude.Include.ALWAYS) @SerializedName("null")
        @JSONField(name = "null") @JsonAttribute(name = "null")
        Object nothing) {}
