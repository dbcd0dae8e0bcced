package jsonmark.benchmark.twitter;

import com.alibaba.fastjson2.annotation.JSONField;
import com.alibaba.fastjson2.annotation.JSONType;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.google.gson.annotations.SerializedName;
import java.util.List;

/**
 * What a status's text links to: hashtags, cashtags ({@code symbols}), URLs and mentions, each
 * with its {@code [start, end)} code-point indices in the text.
 */
@CompiledJson
@JsonPropertyOrder({"hashtags", "symbols", "urls", "user_mentions"})
@JSONType(orders = {"hashtags", "symbols", "urls", "user_mentions"})
public record Entities(
    @JsonProperty("hashtags") List<Hashtag> hashtags,
    @JsonProperty("symbols") List<Hashtag> symbols,
    @JsonProperty("urls") List<Url> urls,
    @JsonProperty("user_mentions") @SerializedName("user_mentions")
        @JSONField(name = "user_mentions") @JsonAttribute(name = "user_mentions")
        List<Mention> userMentions) {

  /** A hashtag or a cashtag, without its {@code #} or {@code $}. */
  @CompiledJson
  @JsonPropertyOrder({"text", "indices"})
  @JSONType(orders = {"text", "indices"})
  public record Hashtag(
      @JsonProperty("text") String text, @JsonProperty("indices") List<Integer> indices) {}

  /** A shortened link, with the address it expands to and the text shown for it. */
  @CompiledJson
  @JsonPropertyOrder({"url", "expanded_url", "display_url", "indices"})
  @JSONType(orders = {"url", "expanded_url", "display_url", "indices"})
  public record Url(
      @JsonProperty("url") String url,
      @JsonProperty("expanded_url") @SerializedName("expanded_url")
          @JSONField(name = "expanded_url") @JsonAttribute(name = "expanded_url")
          String expandedUrl,
      @JsonProperty("display_url") @SerializedName("display_url")
          @JSONField(name = "display_url") @JsonAttribute(name = "display_url")
          String displayUrl,
      @JsonProperty("indices") List<Integer> indices) {}

  /** A mention of another user: {@code @screen_name}. */
  @CompiledJson
  @JsonPropertyOrder({"screen_name", "name", "id", "id_str", "indices"})
  @JSONType(orders = {"screen_name", "name", "id", "id_str", "indices"})
  public record Mention(
      @JsonProperty("screen_name") @SerializedName("screen_name")
          @JSONField(name = "screen_name") @JsonAttribute(name = "screen_name")
          String screenName,
      @JsonProperty("name") String name,
      @JsonProperty("id") long id,
      @JsonProperty("id_str") @SerializedName("id_str") @JSONField(name = "id_str")
          @JsonAttribute(name = "id_str")
          String idStr,
      @JsonProperty("indices") List<Integer> indices) {}

  /** A user's entities: only the URLs in their profile description. */
  @CompiledJson
  public record UserEntities(@JsonProperty("description") Description description) {}

  /** The URLs in a user's profile description. */
  @CompiledJson
  public record Description(@JsonProperty("urls") List<Url> urls) {}
}
