package jsonmark.history;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the history says each command costs on each benchmark on one machine: the median of its
 * {@link #RECENT} latest complete points by one measure, which {@code jsonmark plan --shards}
 * balances a split by.
 */
public final class RecentCosts {

  /** How many of a line's latest points the median is over. */
  public static final int RECENT = 5;

  private RecentCosts() {}

  /**
   * The medians on {@code machine} ({@link Fingerprint#id}) by {@code measure}, keyed by {@link
   * #key}: seconds for time, instructions for instructions; the line with the latest point wins
   * where a command has several on a benchmark (other records, say).
   */
  public static Map<String, Double> medians(HistoryStore store, String machine, String measure)
      throws StoreException {
    Map<String, Double> medians = new HashMap<>();
    Map<String, String> latest = new HashMap<>();
    Selection selection = new Selection(Optional.empty(), Optional.empty(), Optional.of(measure));
    for (Line line : HistoryQueries.lines(store, selection)) {
      List<StoredPoint> evidence = line.evidence();
      if (evidence.isEmpty() || !line.key().machine().equals(machine)) {
        continue;
      }
      StoredPoint last = evidence.get(evidence.size() - 1);
      String key = key(last.series().commandName(), last.run().benchmark());
      String when = last.run().startedAt().toString();
      if (latest.containsKey(key) && latest.get(key).compareTo(when) >= 0) {
        continue;
      }
      latest.put(key, when);
      List<Double> values = new ArrayList<>();
      evidence.subList(Math.max(0, evidence.size() - RECENT), evidence.size())
          .forEach(p -> values.add(p.value()));
      values.sort(Comparator.naturalOrder());
      int n = values.size();
      medians.put(key, n % 2 == 1 ? values.get(n / 2)
          : (values.get(n / 2 - 1) + values.get(n / 2)) / 2);
    }
    return medians;
  }

  /** {@code COMMAND @ BENCHMARK}. */
  public static String key(String command, String benchmark) {
    return command + " @ " + benchmark;
  }

  /** The fingerprint id of the machine this runs on. */
  public static String thisMachine(jsonmark.env.Environment environment) {
    return Fingerprint.of(environment).id();
  }
}
