package jsonmark.deser.twitter;

import com.alibaba.fastjson2.annotation.JSONField;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.gson.annotations.SerializedName;

/**
 * A status's {@code metadata} object. DSL-JSON's processor takes an accessor whose name starts
 * with "is" ({@code iso_language_code()}) for a boolean getter and finds no such property, so
 * that component is named {@code languageCode} and each library's annotation gives its key.
 */
@CompiledJson
public record Metadata(
    String result_type,
    @JsonProperty("iso_language_code") @SerializedName("iso_language_code")
        @JSONField(name = "iso_language_code") @JsonAttribute(name = "iso_language_code")
        String languageCode) {}
