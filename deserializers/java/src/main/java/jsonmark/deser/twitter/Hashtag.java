package jsonmark.deser.twitter;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** A hashtag or a cashtag ({@code symbols}) and where it is in the text. */
@CompiledJson
public record Hashtag(String text, List<Integer> indices) {}
