package jsonmark.deser.twitter;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** What a status's text mentions; the two lists that the checksum reads are checked. */
@CompiledJson
public record Entities(
    List<Hashtag> hashtags, List<Hashtag> symbols, List<Url> urls, List<Mention> user_mentions) {

  /** Rejects entities without hashtags or user_mentions. */
  public Entities {
    require(hashtags, "entities.hashtags");
    require(user_mentions, "entities.user_mentions");
  }
}
