package jsonmark.deser.twitter;

import static jsonmark.deser.MissingValueException.require;

import com.alibaba.fastjson2.annotation.JSONField;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.gson.annotations.SerializedName;

/**
 * The author of a status. {@code protected} is a Java keyword, so that component is renamed with
 * each library's own annotation; the two counts the checksum reads are boxed and checked.
 */
@CompiledJson
public record User(
    long id,
    String id_str,
    String name,
    String screen_name,
    String location,
    String description,
    String url,
    UserEntities entities,
    @JsonProperty("protected") @SerializedName("protected") @JSONField(name = "protected")
        @JsonAttribute(name = "protected")
        boolean isProtected,
    Integer followers_count,
    Integer friends_count,
    int listed_count,
    String created_at,
    int favourites_count,
    Integer utc_offset,
    String time_zone,
    boolean geo_enabled,
    boolean verified,
    int statuses_count,
    String lang,
    String profile_image_url_https,
    boolean default_profile,
    Boolean following,
    Boolean notifications) {

  /** Rejects a user without the counts that the checksum reads. */
  public User {
    require(followers_count, "user.followers_count");
    require(friends_count, "user.friends_count");
  }
}
