package jsonmark.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.serialize.Serializers;
import jsonmark.stats.Budget;
import org.junit.jupiter.api.Test;

/** The plan hash every part shares, and the part of a plan one machine runs. */
class ShardingTest {

  private static Plan plan(List<String> commands, long seed, String results) {
    List<LabelledCommand> labelled = commands.stream()
        .map(c -> new LabelledCommand(c, new CommandTemplate(c + " $FILENAME"))).toList();
    List<Workload> workloads = Benchmarks.all().stream()
        .<Workload>map(b -> new Workload.Generated(b, Serializers.byName("jackson").orElseThrow(),
            100, OptionalLong.empty()))
        .toList();
    List<String> hooks = commands.stream().map(c -> "prepare-" + c).toList();
    return new Plan(new Plan.Work(labelled, workloads, Optional.empty(), false),
        new Plan.Schedule(Budget.exactly(2), 0, 1, Optional.empty(), RunOrder.INTERLEAVED,
            seed, 100, 1),
        new Plan.Measuring(Measure.INSTRUCTIONS, false, Duration.ofMillis(50)),
        new Plan.Checks(false, false, new Hooks(hooks, List.of(), List.of(), List.of())),
        new Plan.Output(Path.of(results), Exports.none(), RowOrder.MEAN_TIME, Optional.empty()));
  }

  @Test
  void thePlanHashIgnoresSeedAndFolderButNotCommandsOrSplit() {
    Plan plan = plan(List.of("a", "b"), 1, "r1");
    String hash = PlanHash.of(plan, 4, ShardBy.COMMAND);
    assertThat(hash).hasSize(64).isEqualTo(PlanHash.of(plan(List.of("a", "b"), 2, "r2"), 4,
        ShardBy.COMMAND));
    assertThat(PlanHash.of(plan(List.of("a", "c"), 1, "r1"), 4, ShardBy.COMMAND))
        .isNotEqualTo(hash);
    assertThat(PlanHash.of(plan, 3, ShardBy.COMMAND)).isNotEqualTo(hash);
    assertThat(PlanHash.of(plan, 4, ShardBy.BENCHMARK)).isNotEqualTo(hash);
    assertThat(PlanHash.of(plan, 4, ShardBy.COMMAND, UnitCosts.none())).isEqualTo(hash);
    UnitCosts measured = new UnitCosts(java.util.Map.of("a @ Simple1Benchmark", 2.0));
    String withCosts = PlanHash.of(plan, 4, ShardBy.COMMAND, measured);
    assertThat(withCosts).isNotEqualTo(hash).isNotEqualTo(PlanHash.of(plan, 4, ShardBy.COMMAND,
        new UnitCosts(java.util.Map.of("a @ Simple1Benchmark", 3.0))));
  }

  @Test
  void thePartsTogetherRunEveryCommandOnEveryBenchmarkOnce() {
    Plan whole = plan(List.of("a", "b", "c"), 1, "r");
    int runs = 0;
    for (int k = 1; k <= 5; k++) {
      Plan part = whole.with(Shards.sharding(whole, new Shard(k, 5), ShardBy.COMMAND,
          UnitCosts.none()));
      for (Workload w : part.work().workloads()) {
        Plan on = part.on(w);
        assertThat(on.work().workloads()).containsExactly(w);
        runs += on.work().commands().size();
        // Each command keeps its own hook, whatever its index in the part.
        for (int i = 0; i < on.work().commands().size(); i++) {
          assertThat(on.checks().hooks().prepare(i))
              .contains("prepare-" + on.work().commands().get(i).name());
        }
      }
    }
    assertThat(runs).isEqualTo(3 * Benchmarks.all().size());
  }

  @Test
  void byBenchmarkAPartRunsEveryCommandOfItsBenchmarks() {
    Plan whole = plan(List.of("a", "b", "c"), 1, "r");
    int benchmarks = 0;
    for (int k = 1; k <= 2; k++) {
      Plan part = whole.with(Shards.sharding(whole, new Shard(k, 2), ShardBy.BENCHMARK,
          UnitCosts.none()));
      for (Workload w : part.work().workloads()) {
        assertThat(part.on(w).work().commands()).isEqualTo(whole.work().commands());
        benchmarks++;
      }
    }
    assertThat(benchmarks).isEqualTo(Benchmarks.all().size());
  }
}
