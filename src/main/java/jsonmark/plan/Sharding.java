package jsonmark.plan;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;

/**
 * Which part of a plan this invocation runs ({@code --shard K/N}), and what is in it.
 *
 * @param shard this part, {@code 1/1} when the plan is not split
 * @param by what the split keeps together
 * @param planHash the {@link PlanHash} of the whole plan, which every part shares
 * @param parts the part of each unit, by {@link ShardUnit#key()}
 * @param commands the names of the whole plan's commands, in order
 * @param benchmarks the labels of the whole plan's workloads, in order
 */
public record Sharding(Shard shard, ShardBy by, String planHash, Map<String, Integer> parts,
    List<String> commands, List<String> benchmarks) {

  public Sharding {
    parts = Map.copyOf(parts);
    commands = List.copyOf(commands);
    benchmarks = List.copyOf(benchmarks);
  }

  /** The whole plan, on one machine. */
  public static Sharding none() {
    return new Sharding(Shard.whole(), ShardBy.BENCHMARK, "", Map.of(), List.of(), List.of());
  }

  /** Whether the plan is split at all. */
  public boolean split() {
    return !shard.isWhole();
  }

  /** Whether this part runs {@code command} on {@code workload}. */
  public boolean runs(LabelledCommand command, Workload workload) {
    if (!split()) {
      return true;
    }
    Optional<String> name = by == ShardBy.COMMAND ? Optional.of(command.name())
        : Optional.empty();
    Integer part = parts.get(new ShardUnit(name, workload.label(), 1, 0).key());
    return part != null && part == shard.index();
  }

  /** The commands of {@code work} that this part runs on {@code workload}, in their order. */
  public List<LabelledCommand> commands(Plan.Work work, Workload workload) {
    return work.commands().stream().filter(c -> runs(c, workload)).toList();
  }

  /** The workloads of {@code work} on which this part runs anything, in their order. */
  public List<Workload> workloads(Plan.Work work) {
    return work.workloads().stream().filter(w -> !commands(work, w).isEmpty()).toList();
  }
}
