package jsonmark.cli;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.env.Environment;
import jsonmark.exec.LabelledCommand;
import jsonmark.history.HistoryStore;
import jsonmark.history.RecentCosts;
import jsonmark.history.StoreException;
import jsonmark.history.StoreLocation;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.plan.ShardBy;
import jsonmark.plan.Shards;
import jsonmark.plan.UnitCosts;
import jsonmark.result.Measure;

/**
 * The costs {@code jsonmark plan --shards} balances a split by: each command's recent median on
 * each benchmark on this machine, from the history store when it has one, in seconds (a count
 * taken at {@link UnitCosts#COUNTED_PER_SECOND}); the estimate for the rest.
 */
final class MeasuredCosts {

  private MeasuredCosts() {}

  /** The costs of {@code plan}'s units split by {@code by}; none without a store to read. */
  static UnitCosts of(Plan plan, ShardBy by, Optional<StoreLocation> store, Log log) {
    if (store.isEmpty() || store.get().file().map(f -> !Files.isRegularFile(f)).orElse(false)) {
      return UnitCosts.none(); // nothing recorded yet: plan creates no store
    }
    Measure measure = plan.measuring().measure();
    Map<String, Double> medians;
    try (HistoryStore history = HistoryStore.open(store.get())) {
      medians = RecentCosts.medians(history, RecentCosts.thisMachine(Environment.capture()),
          measure.code());
    } catch (StoreException e) {
      log.warn("the split uses estimated costs: " + e.getMessage());
      return UnitCosts.none();
    }
    Map<String, Double> seconds = new HashMap<>();
    medians.forEach((key, value) -> seconds.put(key,
        measure == Measure.INSTRUCTIONS ? value / UnitCosts.COUNTED_PER_SECOND : value));
    List<String> commands = plan.work().commands().stream().map(LabelledCommand::name).toList();
    return UnitCosts.of(Shards.units(plan, by), commands, seconds);
  }
}
