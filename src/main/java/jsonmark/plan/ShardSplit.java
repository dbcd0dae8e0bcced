package jsonmark.plan;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits the units of a plan into parts, as a pure function of their keys and costs: rendezvous
 * hashing with bounded loads. Units go out from the dearest down; each goes to the part that
 * ranks highest for its key (a SHA-256 of key and part, the same on every machine) among those it
 * still fits in, a part holding at most {@link #SLACK} more than the mean cost (or the dearest
 * unit, if more); if it fits in none, to the least loaded. The ranks make the split stable: a
 * unit added moves only the few that it displaces, not the others; the bound keeps the parts
 * within {@link #SLACK} of each other when the units are small against a part.
 */
public final class ShardSplit {

  /** How far above the mean cost a part may be loaded before a unit looks elsewhere. */
  public static final double SLACK = 0.10;

  private ShardSplit() {}

  /**
   * The part, from 1 to {@code parts}, of each unit, by key, in the units' order.
   *
   * @throws IllegalArgumentException when two units have the same key
   */
  public static Map<String, Integer> of(List<ShardUnit> units, ShardCosts costs, int parts) {
    Shard.problem(1, parts).ifPresent(why -> {
      throw new IllegalArgumentException(why);
    });
    Map<String, Double> cost = new LinkedHashMap<>();
    for (ShardUnit unit : units) {
      double c = costs.of(unit);
      if (!(c > 0 && Double.isFinite(c))) {
        throw new IllegalArgumentException("unit " + unit.key() + " costs " + c);
      }
      if (cost.put(unit.key(), c) != null) {
        throw new IllegalArgumentException("two units are both " + unit.key());
      }
    }
    double total = cost.values().stream().mapToDouble(Double::doubleValue).sum();
    double dearest = cost.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
    double capacity = Math.max(dearest, total / parts * (1 + SLACK)) * (1 + 1e-9);
    List<String> order = new ArrayList<>(cost.keySet());
    order.sort(Comparator.comparingDouble((String key) -> -cost.get(key))
        .thenComparingLong(key -> rank(key, 0))
        .thenComparing(Comparator.naturalOrder()));
    double[] load = new double[parts + 1];
    Map<String, Integer> chosen = new LinkedHashMap<>();
    for (String key : order) {
      List<Integer> ranked = ranked(key, parts);
      int part = ranked.stream().filter(p -> load[p] + cost.get(key) <= capacity).findFirst()
          .orElseGet(() -> ranked.stream().min(Comparator.comparingDouble(p -> load[p]))
              .orElseThrow());
      load[part] += cost.get(key);
      chosen.put(key, part);
    }
    Map<String, Integer> inOrder = new LinkedHashMap<>();
    cost.keySet().forEach(key -> inOrder.put(key, chosen.get(key)));
    return inOrder;
  }

  /** The parts from 1 to {@code parts}, the highest rank for {@code key} first. */
  private static List<Integer> ranked(String key, int parts) {
    List<Integer> all = new ArrayList<>();
    for (int p = 1; p <= parts; p++) {
      all.add(p);
    }
    all.sort(Comparator.comparingLong((Integer p) -> rank(key, p)).reversed()
        .thenComparing(Comparator.naturalOrder()));
    return all;
  }

  /** The rank of part {@code part} for {@code key}: the first 8 bytes of a SHA-256. */
  static long rank(String key, int part) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256")
          .digest((key + "\n" + part).getBytes(StandardCharsets.UTF_8));
      return ByteBuffer.wrap(digest).getLong();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
