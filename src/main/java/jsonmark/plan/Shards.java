package jsonmark.plan;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.serialize.RecordSize;

/** A plan's units, its split into parts, and the part one machine runs. */
public final class Shards {

  private Shards() {}

  /** What the split of {@code plan} assigns, in the order of its workloads and commands. */
  public static List<ShardUnit> units(Plan plan, ShardBy by) {
    List<ShardUnit> units = new ArrayList<>();
    for (Workload workload : plan.work().workloads()) {
      long bytes = dataBytes(workload);
      if (by == ShardBy.BENCHMARK) {
        units.add(new ShardUnit(Optional.empty(), workload.label(),
            plan.work().commands().size(), bytes));
      } else {
        for (LabelledCommand command : plan.work().commands()) {
          units.add(new ShardUnit(Optional.of(command.name()), workload.label(), 1, bytes));
        }
      }
    }
    return units;
  }

  /** Part {@code shard} of the whole plan {@code plan}, split by {@code by}, balanced by costs. */
  public static Sharding sharding(Plan plan, Shard shard, ShardBy by, UnitCosts costs) {
    Map<String, Integer> parts = ShardSplit.of(units(plan, by), costs, shard.total());
    return new Sharding(shard, by, PlanHash.of(plan, shard.total(), by, costs), parts,
        plan.work().commands().stream().map(LabelledCommand::name).toList(),
        plan.work().workloads().stream().map(Workload::label).toList());
  }

  /**
   * The size of the workload's data file: a --data file's own, a benchmark's as its serializer
   * writes the benchmark's first records, times the records.
   */
  static long dataBytes(Workload workload) {
    if (workload instanceof Workload.Generated g) {
      return RecordSize.bytesFor(g.benchmark(), g.serializer(), g.records());
    }
    try {
      return Files.size(((Workload.UserData) workload).file());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
