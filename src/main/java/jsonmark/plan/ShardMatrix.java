package jsonmark.plan;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * {@code jsonmark plan --shards N}: the parts of a plan as a CI matrix takes them, {@code
 * {"include": [{"shard": "1/4", ...}, ...]}}, which GitHub Actions' {@code fromJSON} turns into
 * {@code strategy.matrix}: one entry per part, each with its units and the benchmarks they are
 * on, the plan hash every part shares, and, when some were measured, the costs that balance
 * the split ({@link UnitCosts#text()}), which each part is given with {@code --shard-costs}.
 */
public final class ShardMatrix {

  private ShardMatrix() {}

  /** The matrix of {@code plan} split into {@code parts} by {@code by}, one line of JSON. */
  public static String json(Plan plan, int parts, ShardBy by, UnitCosts costs) {
    List<ShardUnit> units = Shards.units(plan, by);
    Map<String, Integer> split = ShardSplit.of(units, costs, parts);
    String hash = PlanHash.of(plan, parts, by, costs);
    ObjectNode matrix = JsonNodeFactory.instance.objectNode();
    ArrayNode include = matrix.putArray("include");
    for (int k = 1; k <= parts; k++) {
      int part = k;
      List<ShardUnit> mine = units.stream().filter(u -> split.get(u.key()) == part).toList();
      ObjectNode entry = include.addObject();
      entry.put("shard", new Shard(k, parts).toString());
      entry.put("units", mine.size());
      ArrayNode benchmarks = entry.putArray("benchmarks");
      mine.stream().map(ShardUnit::benchmark).distinct().forEach(benchmarks::add);
      entry.put("plan_hash", hash);
      if (!costs.seconds().isEmpty()) {
        entry.put("costs", costs.text());
      }
    }
    return matrix + "\n"; // one line, as $GITHUB_OUTPUT takes a value
  }
}
