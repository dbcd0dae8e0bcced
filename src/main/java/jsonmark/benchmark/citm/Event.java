package jsonmark.benchmark.citm;

import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * One event of {@link Citm1Benchmark}, as in docs/benchmarks.md: camelCase keys in the documented
 * order, nulls written; the two name maps keep insertion order (they are LinkedHashMaps).
 */
@CompiledJson
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({
  "id", "name", "description", "subTitle", "logo", "subjectCode", "topicIds", "subTopicIds",
  "performances", "areaNames", "seatCategoryNames"
})
@JSONType(
    orders = {
      "id", "name", "description", "subTitle", "logo", "subjectCode", "topicIds", "subTopicIds",
      "performances", "areaNames", "seatCategoryNames"
    })
public record Event(
    @JsonProperty("id") int id,
    @JsonProperty("name") String name,
    @JsonProperty("description") String description,
    @JsonProperty("subTitle") String subTitle,
    @JsonProperty("logo") String logo,
    @JsonProperty("subjectCode") Object subjectCode,
    @JsonProperty("topicIds") List<Integer> topicIds,
    @JsonProperty("subTopicIds") List<Integer> subTopicIds,
    @JsonProperty("performances") List<Performance> performances,
    @JsonProperty("areaNames") Map<String, String> areaNames,
    @JsonProperty("seatCategoryNames") Map<String, String> seatCategoryNames) {}
