package jsonmark.benchmark.twitter;

import com.alibaba.fastjson2.annotation.JSONField;
import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.google.gson.annotations.SerializedName;

/** A status's search metadata: why it was returned, and the language it was detected in. */
@CompiledJson
@JsonPropertyOrder({"result_type", "iso_language_code"})
@JSONType(orders = {"result_type", "iso_language_code"})
public record Metadata(
    @JsonProperty("result_type") @SerializedName("result_type") @JSONField(name = "result_type")
        @JsonAttribute(name = "result_type")
        String resultType,
    @JsonProperty("iso_language_code") @SerializedName("iso_language_code")
        @JSONField(name = "iso_language_code") @JsonAttribute(name = "iso_language_code")
        String languageCode) {}
