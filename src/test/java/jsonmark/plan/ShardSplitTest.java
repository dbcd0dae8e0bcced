package jsonmark.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The split of a plan's units into parts: balanced by cost, a function of keys and costs. */
class ShardSplitTest {

  private static final List<String> BENCHMARKS =
      List.of("Simple1Benchmark", "Twitter1Benchmark", "Citm1Benchmark", "Canada1Benchmark");

  /** The data sizes the estimate balances by: unequal, as the benchmarks' files are. */
  private static final List<Long> BYTES = List.of(130_000_000L, 60_000_000L, 90_000_000L,
      40_000_000L);

  private static List<ShardUnit> byCommand(int commands) {
    List<ShardUnit> units = new ArrayList<>();
    for (int b = 0; b < BENCHMARKS.size(); b++) {
      for (int c = 1; c <= commands; c++) {
        units.add(new ShardUnit(Optional.of("cmd-" + c), BENCHMARKS.get(b), 1, BYTES.get(b)));
      }
    }
    return units;
  }

  private static double[] loads(List<ShardUnit> units, Map<String, Integer> parts, int n) {
    double[] load = new double[n];
    for (ShardUnit unit : units) {
      load[parts.get(unit.key()) - 1] += ShardCosts.ESTIMATE.of(unit);
    }
    return load;
  }

  @Test
  void fourEqualBenchmarksOverFourPartsGiveEachPartOne() {
    List<ShardUnit> units = BENCHMARKS.stream()
        .map(b -> new ShardUnit(Optional.empty(), b, 33, 1_000_000)).toList();
    Map<String, Integer> parts = ShardSplit.of(units, ShardCosts.ESTIMATE, 4);
    assertThat(parts.keySet()).containsExactlyElementsOf(BENCHMARKS); // in the units' order
    assertThat(new HashSet<>(parts.values())).containsExactlyInAnyOrder(1, 2, 3, 4);
  }

  @Test
  void aUnitDearerThanAPartsShareHasAPartToItself() {
    List<ShardUnit> units = List.of(
        new ShardUnit(Optional.empty(), "big", 1, 1_000_000_000),
        new ShardUnit(Optional.empty(), "a", 1, 1_000_000),
        new ShardUnit(Optional.empty(), "b", 1, 1_000_000),
        new ShardUnit(Optional.empty(), "c", 1, 1_000_000));
    Map<String, Integer> parts = ShardSplit.of(units, ShardCosts.ESTIMATE, 2);
    int big = parts.get("big");
    assertThat(List.of(parts.get("a"), parts.get("b"), parts.get("c")))
        .containsOnly(3 - big);
  }

  @Test
  void thirtyThreeCommandsOnFourBenchmarksLoadNoPartPastTheSlackAboveTheMean() {
    // The slowest part is the matrix's wall time: no part may hold more than the mean and slack.
    List<ShardUnit> units = byCommand(33);
    for (int n : List.of(2, 3, 4, 8, 16)) {
      double[] load = loads(units, ShardSplit.of(units, ShardCosts.ESTIMATE, n), n);
      double mean = java.util.Arrays.stream(load).sum() / n;
      for (double l : load) {
        assertThat(l).as("a part of %d", n).isLessThanOrEqualTo(mean * (1 + ShardSplit.SLACK))
            .isGreaterThan(0);
      }
    }
  }

  @Test
  void theSplitIsAFunctionOfTheUnitsNotOfTheirOrder() {
    List<ShardUnit> units = byCommand(12);
    List<ShardUnit> shuffled = new ArrayList<>(units);
    Collections.shuffle(shuffled, new java.util.Random(7));
    Map<String, Integer> parts = ShardSplit.of(units, ShardCosts.ESTIMATE, 5);
    assertThat(ShardSplit.of(shuffled, ShardCosts.ESTIMATE, 5)).isEqualTo(parts);
    assertThat(ShardSplit.of(units, ShardCosts.ESTIMATE, 5)).isEqualTo(parts);
  }

  @Test
  void aCommandAddedMovesFewOfTheUnitsAlreadyPlaced() {
    List<ShardUnit> before = byCommand(33);
    List<ShardUnit> after = byCommand(34);
    Map<String, Integer> old = ShardSplit.of(before, ShardCosts.ESTIMATE, 4);
    Map<String, Integer> now = ShardSplit.of(after, ShardCosts.ESTIMATE, 4);
    long moved = old.keySet().stream().filter(k -> !old.get(k).equals(now.get(k))).count();
    // 132 units placed, 4 added: a split that starts over (round robin, or sorting by cost and
    // filling) moves most of them; this one moves at most as many as were added, twice over.
    assertThat(moved).isLessThanOrEqualTo(8);
  }

  @Test
  void morePartsThanUnitsLeavesPartsEmpty() {
    List<ShardUnit> units = List.of(new ShardUnit(Optional.empty(), "a", 2, 10),
        new ShardUnit(Optional.empty(), "b", 2, 10));
    Set<Integer> used = new HashSet<>(ShardSplit.of(units, ShardCosts.ESTIMATE, 4).values());
    assertThat(used).hasSize(2);
  }

  @Test
  void atMost256PartsAndEachUnitOnce() {
    List<ShardUnit> units = byCommand(1);
    assertThat(ShardSplit.of(units, ShardCosts.ESTIMATE, 256)).hasSize(4);
    assertThatThrownBy(() -> ShardSplit.of(units, ShardCosts.ESTIMATE, 257))
        .hasMessage("the number of parts must be 1 to 256, not 257");
    assertThatThrownBy(() -> ShardSplit.of(List.of(units.get(0), units.get(0)),
        ShardCosts.ESTIMATE, 2)).hasMessage("two units are both cmd-1 @ Simple1Benchmark");
  }

  @Test
  void measuredCostsTakeThePlaceOfTheEstimate() {
    List<ShardUnit> units = BENCHMARKS.stream()
        .map(b -> new ShardUnit(Optional.empty(), b, 1, 1_000)).toList();
    // A store that knows Canada1Benchmark takes as long as the three others together.
    ShardCosts measured = u -> u.benchmark().equals("Canada1Benchmark") ? 3.0 : 1.0;
    Map<String, Integer> parts = ShardSplit.of(units, measured, 2);
    int canada = parts.get("Canada1Benchmark");
    assertThat(parts.entrySet().stream().filter(e -> e.getValue() == canada)).hasSize(1);
  }
}
