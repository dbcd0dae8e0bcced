package jsonmark.benchmark.twitter;

import com.alibaba.fastjson2.annotation.JSONField;
import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.google.gson.annotations.SerializedName;

/** The author of a status, with the keys of docs/benchmarks.md's user table in their order. */
@CompiledJson
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({
  "id", "id_str", "name", "screen_name", "location", "description", "url", "entities",
  "protected", "followers_count", "friends_count", "listed_count", "created_at",
  "favourites_count", "utc_offset", "time_zone", "geo_enabled", "verified", "statuses_count",
  "lang", "profile_image_url_https", "default_profile", "following", "notifications"
})
@JSONType(
    orders = {
      "id", "id_str", "name", "screen_name", "location", "description", "url", "entities",
      "protected", "followers_count", "friends_count", "listed_count", "created_at",
      "favourites_count", "utc_offset", "time_zone", "geo_enabled", "verified", "statuses_count",
      "lang", "profile_image_url_https", "default_profile", "following", "notifications"
    })
public record User(
    @JsonProperty("id") long id,
    @JsonProperty("id_str") @SerializedName("id_str") @JSONField(name = "id_str")
        @JsonAttribute(name = "id_str")
        String idStr,
    @JsonProperty("name") String name,
    @JsonProperty("screen_name") @SerializedName("screen_name") @JSONField(name = "screen_name")
        @JsonAttribute(name = "screen_name")
        String screenName,
    @JsonProperty("location") String location,
    @JsonProperty("description") String description,
    @JsonProperty("url") String url,
    @JsonProperty("entities") Entities.UserEntities entities,
    @JsonProperty("protected") @SerializedName("protected") @JSONField(name = "protected")
        @JsonAttribute(name = "protected")
        boolean protectedAccount,
    @JsonProperty("followers_count") @SerializedName("followers_count")
        @JSONField(name = "followers_count") @JsonAttribute(name = "followers_count")
        int followersCount,
    @JsonProperty("friends_count") @SerializedName("friends_count")
        @JSONField(name = "friends_count") @JsonAttribute(name = "friends_count")
        int friendsCount,
    @JsonProperty("listed_count") @SerializedName("listed_count")
        @JSONField(name = "listed_count") @JsonAttribute(name = "listed_count")
        int listedCount,
    @JsonProperty("created_at") @SerializedName("created_at") @JSONField(name = "created_at")
        @JsonAttribute(name = "created_at")
        String createdAt,
    @JsonProperty("favourites_count") @SerializedName("favourites_count")
        @JSONField(name = "favourites_count") @JsonAttribute(name = "favourites_count")
        int favouritesCount,
    @JsonProperty("utc_offset") @SerializedName("utc_offset") @JSONField(name = "utc_offset")
        @JsonAttribute(name = "utc_offset")
        Integer utcOffset,
    @JsonProperty("time_zone") @SerializedName("time_zone") @JSONField(name = "time_zone")
        @JsonAttribute(name = "time_zone")
        String timeZone,
    @JsonProperty("geo_enabled") @SerializedName("geo_enabled") @JSONField(name = "geo_enabled")
        @JsonAttribute(name = "geo_enabled")
        boolean geoEnabled,
    @JsonProperty("verified") boolean verified,
    @JsonProperty("statuses_count") @SerializedName("statuses_count")
        @JSONField(name = "statuses_count") @JsonAttribute(name = "statuses_count")
        int statusesCount,
    @JsonProperty("lang") String lang,
    @JsonProperty("profile_image_url_https") @SerializedName("profile_image_url_https")
        @JSONField(name = "profile_image_url_https")
        @JsonAttribute(name = "profile_image_url_https")
        String profileImageUrlHttps,
    @JsonProperty("default_profile") @SerializedName("default_profile")
        @JSONField(name = "default_profile") @JsonAttribute(name = "default_profile")
        boolean defaultProfile,
    @JsonProperty("following") Boolean following,
    @JsonProperty("notifications") Boolean notifications) {}
