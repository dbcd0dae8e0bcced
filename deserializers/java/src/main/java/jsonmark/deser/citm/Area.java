package jsonmark.deser.citm;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/** An area of a seat category and its block ids. */
@CompiledJson
public record Area(int areaId, List<Integer> blockIds) {}
