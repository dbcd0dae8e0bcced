package jsonmark.deser.twitter;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** A user mentioned in a text; the checksum reads {@code indices[0]}, which is checked. */
@CompiledJson
public record Mention(
    String screen_name, String name, long id, String id_str, List<Integer> indices) {

  /** Rejects a mention without a first index. */
  public Mention {
    require(indices, "user_mentions.indices");
    require(indices.isEmpty() ? null : indices.get(0), "user_mentions.indices[0]");
  }
}
