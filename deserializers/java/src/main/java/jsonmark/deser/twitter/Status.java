package jsonmark.deser.twitter;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import jsonmark.deser.Checksummed;

/**
 * One Twitter1Benchmark line: a status with every documented field typed.
 *
 * <p>Component names are the JSON keys (snake_case). Nullable values are boxed; {@code geo},
 * {@code coordinates}, {@code place} and {@code contributors} are always null and kept as {@code
 * Object}. The values the checksum reads are boxed too and checked here, so that a missing key
 * or a {@code null} fails in every library instead of counting as 0.
 */
@CompiledJson
public record Status(
    Metadata metadata,
    String created_at,
    long id,
    String id_str,
    String text,
    String source,
    boolean truncated,
    Long in_reply_to_status_id,
    String in_reply_to_status_id_str,
    Long in_reply_to_user_id,
    String in_reply_to_user_id_str,
    String in_reply_to_screen_name,
    User user,
    Object geo,
    Object coordinates,
    Object place,
    Object contributors,
    Status retweeted_status,
    Integer retweet_count,
    Integer favorite_count,
    Entities entities,
    boolean favorited,
    boolean retweeted,
    Boolean possibly_sensitive,
    String lang)
    implements Checksummed {

  /** Rejects a status without a value that the checksum reads. */
  public Status {
    require(retweet_count, "retweet_count");
    require(favorite_count, "favorite_count");
    require(user, "user");
    require(entities, "entities");
  }

  @Override
  public long checksum() {
    long sum = (long) retweet_count + favorite_count + user.followers_count();
    sum += entities.hashtags().size();
    for (Mention mention : entities.user_mentions()) {
      sum += mention.indices().get(0);
    }
    if (retweeted_status != null) {
      sum += retweeted_status.user().friends_count();
    }
    return sum;
  }
}
