package jsonmark.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Measured costs: summed over a unit's commands, read back from their text, and balanced by. */
class UnitCostsTest {

  private static ShardUnit unit(String command, String benchmark) {
    return new ShardUnit(Optional.ofNullable(command), benchmark, command == null ? 3 : 1, 1000);
  }

  @Test
  void aUnitCostsItsCommandsMeasuredSecondsAndTheEstimateForTheOthers() {
    double one = ShardCosts.ESTIMATE.of(unit("x", "B"));
    UnitCosts costs = UnitCosts.of(List.of(unit(null, "B"), unit(null, "C")),
        List.of("a", "b", "c"), Map.of("a @ B", 2.0, "b @ B", 3.0, "a @ D", 9.0));
    assertThat(costs.seconds()).containsOnlyKeys("B");
    assertThat(costs.of(unit(null, "B"))).isCloseTo(5 + one, org.assertj.core.data.Offset
        .offset(0.001));
    assertThat(costs.of(unit(null, "C"))).isEqualTo(ShardCosts.ESTIMATE.of(unit(null, "C")));
    UnitCosts byCommand = UnitCosts.of(List.of(unit("a", "B"), unit("c", "B")),
        List.of("a", "b", "c"), Map.of("a @ B", 2.0));
    assertThat(byCommand.seconds()).isEqualTo(Map.of("a @ B", 2.0));
  }

  @Test
  void theTextReadsBackAndABadOneIsRefusedInWords() {
    UnitCosts costs = new UnitCosts(Map.of("b @ X", 1.5, "a \"q\" @ X", 0.25));
    assertThat(costs.text()).isEqualTo("{\"a \\\"q\\\" @ X\":0.25,\"b @ X\":1.5}");
    assertThat(UnitCosts.parse(costs.text())).isEqualTo(costs);
    assertThat(UnitCosts.parse("{}")).isEqualTo(UnitCosts.none());
    assertThatThrownBy(() -> UnitCosts.parse("[1]")).hasMessageStartingWith("must be a JSON"
        + " object of seconds by unit");
    assertThatThrownBy(() -> UnitCosts.parse("{\"a\":\"1\"}"))
        .hasMessage("the cost of a must be a number of seconds, not \"1\"");
    assertThatThrownBy(() -> UnitCosts.parse("{\"a\":0}"))
        .hasMessage("the cost of a must be a number of seconds above 0, not 0.0");
  }

  @Test
  void measuredCostsMoveTheSplitToBalanceThem() {
    List<ShardUnit> units = List.of(unit(null, "A"), unit(null, "B"), unit(null, "C"),
        unit(null, "D"));
    UnitCosts costs = new UnitCosts(Map.of("A", 30.0, "B", 10.0, "C", 10.0, "D", 10.0));
    Map<String, Integer> parts = ShardSplit.of(units, costs, 2);
    int a = parts.get("A");
    assertThat(parts.values().stream().filter(p -> p == a)).hasSize(1);
  }
}
