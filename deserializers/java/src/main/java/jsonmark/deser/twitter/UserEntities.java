package jsonmark.deser.twitter;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** A user's {@code entities}: the URLs found in the profile description. */
@CompiledJson
public record UserEntities(Description description) {

  /** The {@code description} member of a user's entities. */
  @CompiledJson
  public record Description(List<Url> urls) {}
}
