package jsonmark.deser.twitter;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** A URL found in a text and where it is. */
@CompiledJson
public record Url(String url, String expanded_url, String display_url, List<Integer> indices) {}
