package jsonmark.benchmark.twitter;

import com.alibaba.fastjson2.annotation.JSONField;
import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.google.gson.annotations.SerializedName;

/**
 * One status of {@link Twitter1Benchmark}, as in docs/benchmarks.md: snake_case keys in the
 * documented order, every null written (never omitted) by every serializer.
 */
@CompiledJson
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({
  "metadata", "created_at", "id", "id_str", "text", "source", "truncated",
  "in_reply_to_status_id", "in_reply_to_status_id_str", "in_reply_to_user_id",
  "in_reply_to_user_id_str", "in_reply_to_screen_name", "user", "geo", "coordinates", "place",
  "contributors", "retweeted_status", "retweet_count", "favorite_count", "entities", "favorited",
  "retweeted", "possibly_sensitive", "lang"
})
@JSONType(
    orders = {
      "metadata", "created_at", "id", "id_str", "text", "source", "truncated",
      "in_reply_to_status_id", "in_reply_to_status_id_str", "in_reply_to_user_id",
      "in_reply_to_user_id_str", "in_reply_to_screen_name", "user", "geo", "coordinates",
      "place", "contributors", "retweeted_status", "retweet_count", "favorite_count", "entities",
      "favorited", "retweeted", "possibly_sensitive", "lang"
    })
public record Status(
    @JsonProperty("metadata") Metadata metadata,
    @JsonProperty("created_at") @SerializedName("created_at") @JSONField(name = "created_at")
        @JsonAttribute(name = "created_at")
        String createdAt,
    @JsonProperty("id") long id,
    @JsonProperty("id_str") @SerializedName("id_str") @JSONField(name = "id_str")
        @JsonAttribute(name = "id_str")
        String idStr,
    @JsonProperty("text") String text,
    @JsonProperty("source") String source,
    @JsonProperty("truncated") boolean truncated,
    @JsonProperty("in_reply_to_status_id") @SerializedName("in_reply_to_status_id")
        @JSONField(name = "in_reply_to_status_id") @JsonAttribute(name = "in_reply_to_status_id")
        Long inReplyToStatusId,
    @JsonProperty("in_reply_to_status_id_str") @SerializedName("in_reply_to_status_id_str")
        @JSONField(name = "in_reply_to_status_id_str")
        @JsonAttribute(name = "in_reply_to_status_id_str")
        String inReplyToStatusIdStr,
    @JsonProperty("in_reply_to_user_id") @SerializedName("in_reply_to_user_id")
        @JSONField(name = "in_reply_to_user_id") @JsonAttribute(name = "in_reply_to_user_id")
        Long inReplyToUserId,
    @JsonProperty("in_reply_to_user_id_str") @SerializedName("in_reply_to_user_id_str")
        @JSONField(name = "in_reply_to_user_id_str")
        @JsonAttribute(name = "in_reply_to_user_id_str")
        String inReplyToUserIdStr,
    @JsonProperty("in_reply_to_screen_name") @SerializedName("in_reply_to_screen_name")
        @JSONField(name = "in_reply_to_screen_name")
        @JsonAttribute(name = "in_reply_to_screen_name")
        String inReplyToScreenName,
    @JsonProperty("user") User user,
    @JsonProperty("geo") Object geo,
    @JsonProperty("coordinates") Object coordinates,
    @JsonProperty("place") Object place,
    @JsonProperty("contributors") Object contributors,
    @JsonProperty("retweeted_status") @SerializedName("retweeted_status")
        @JSONField(name = "retweeted_status") @JsonAttribute(name = "retweeted_status")
        Status retweetedStatus,
    @JsonProperty("retweet_count") @SerializedName("retweet_count")
        @JSONField(name = "retweet_count") @JsonAttribute(name = "retweet_count")
        int retweetCount,
    @JsonProperty("favorite_count") @SerializedName("favorite_count")
        @JSONField(name = "favorite_count") @JsonAttribute(name = "favorite_count")
        int favoriteCount,
    @JsonProperty("entities") Entities entities,
    @JsonProperty("favorited") boolean favorited,
    @JsonProperty("retweeted") boolean retweeted,
    @JsonProperty("possibly_sensitive") @SerializedName("possibly_sensitive")
        @JSONField(name = "possibly_sensitive") @JsonAttribute(name = "possibly_sensitive")
        Boolean possiblySensitive,
    @JsonProperty("lang") String lang) {}
