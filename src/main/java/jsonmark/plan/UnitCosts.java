package jsonmark.plan;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The costs {@code jsonmark plan --shards} measured, in seconds by {@link ShardUnit#key()}, that
 * every part of a plan is given ({@code --shard-costs}) so that each splits it alike whatever its
 * own machine's history holds; a unit not in it costs {@link ShardCosts#ESTIMATE}'s. They are
 * part of the {@link PlanHash}: parts given different costs are parts of different plans.
 *
 * @param seconds each measured unit's cost, above 0
 */
public record UnitCosts(Map<String, Double> seconds) implements ShardCosts {

  /** The rate at which Valgrind is taken to count a command's instructions, per second. */
  public static final double COUNTED_PER_SECOND = 50e6;

  public UnitCosts {
    seconds = Map.copyOf(new TreeMap<>(seconds));
    seconds.forEach((key, value) -> {
      if (!(value > 0 && Double.isFinite(value))) {
        throw new IllegalArgumentException("the cost of " + key + " must be a number of seconds"
            + " above 0, not " + value);
      }
    });
  }

  /** No measured cost: every unit costs the estimate. */
  public static UnitCosts none() {
    return new UnitCosts(Map.of());
  }

  @Override
  public double of(ShardUnit unit) {
    return seconds.getOrDefault(unit.key(), ESTIMATE.of(unit));
  }

  /**
   * The costs of the {@code units} of a plan of {@code commands}, from each command's measured
   * seconds on each benchmark ({@code measured}, by {@code COMMAND @ BENCHMARK}): a unit costs the
   * sum over its commands, the estimate standing in for a command not measured; a unit none of
   * whose commands was measured is left out.
   */
  public static UnitCosts of(List<ShardUnit> units, List<String> commands,
      Map<String, Double> measured) {
    Map<String, Double> costs = new TreeMap<>();
    for (ShardUnit unit : units) {
      List<String> its = unit.command().map(List::of).orElse(commands);
      double each = ESTIMATE.of(new ShardUnit(Optional.empty(), unit.benchmark(), 1,
          unit.dataBytes()));
      double sum = 0;
      boolean any = false;
      for (String command : its) {
        Double seconds = measured.get(command + " @ " + unit.benchmark());
        any |= seconds != null && seconds > 0;
        sum += seconds != null && seconds > 0 ? seconds : each;
      }
      if (any) {
        costs.put(unit.key(), round(sum));
      }
    }
    return new UnitCosts(costs);
  }

  /** One line of JSON, {@code {"KEY":SECONDS,...}} in the keys' order; {@code {}} for none. */
  public String text() {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    new TreeMap<>(seconds).forEach((key, value) -> node.put(key, BigDecimal.valueOf(value)));
    return node.toString();
  }

  /**
   * {@link #text()} read back.
   *
   * @throws IllegalArgumentException saying what is wrong with it, in words for the user
   */
  public static UnitCosts parse(String text) {
    JsonNode node;
    try {
      node = new ObjectMapper().readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
    }
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("must be a JSON object of seconds by unit, as"
          + " 'jsonmark plan --shards N' prints it in each entry's \"costs\"");
    }
    Map<String, Double> seconds = new TreeMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      if (!field.getValue().isNumber()) {
        throw new IllegalArgumentException("the cost of " + field.getKey() + " must be a number"
            + " of seconds, not " + field.getValue());
      }
      seconds.put(field.getKey(), field.getValue().doubleValue());
    }
    return new UnitCosts(seconds);
  }

  /** Four significant digits: enough to balance by, and short on a CI matrix's line. */
  private static double round(double seconds) {
    return new BigDecimal(seconds).round(new MathContext(4)).doubleValue();
  }
}
