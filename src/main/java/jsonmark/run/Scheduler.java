package jsonmark.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import jsonmark.result.RunOrder;
import jsonmark.stats.Budget;
import jsonmark.stats.Stopping;
import jsonmark.stats.Stopping.Need;

/**
 * Decides the next runs from what each command has so far: in interleaved order, a round of the
 * commands that still need runs, each once, in an order drawn from one seeded generator (so the
 * same seed gives the same rounds, and a burst of load lands on the commands at random) and
 * counterbalanced: of two commands, the one that went first less often so far goes first, ties
 * drawn at random, so that each goes first in half their shared rounds. A place in the round can
 * favour a run (the first one follows the driver's writing of the results), and a run of
 * independent random orders can give one command that place five rounds out of five (1 in 16
 * for two commands), which a paired interval would then read as a difference between them. In
 * sequential order, one command's runs until its budget is met, then the next's. A command that
 * was stopped (it failed, could not start, or cannot read the data) gets no more runs.
 */
final class Scheduler {

  /** What the scheduler reads of a command: its tally, and whether it was stopped. */
  record Standing(Stopping.Tally tally, boolean stopped) {}

  /**
   * The next runs.
   *
   * @param number the round's number: the round of interleaved order, or in sequential order
   *     the run's number among its command's runs
   * @param commands the commands to run, by index, in the order to run them
   * @param needs why each of them runs, by index
   */
  record Round(int number, List<Integer> commands, Map<Integer, Need> needs) {}

  private final Budget budget;
  private final RunOrder order;
  private final Random random;
  private int rounds;
  private final Map<Integer, Integer> sequentialRuns = new LinkedHashMap<>();
  /** For each ordered pair {@code i -> j}: rounds in which i ran before j, less those after. */
  private final Map<Long, Integer> ahead = new java.util.HashMap<>();

  Scheduler(Budget budget, RunOrder order, long seed) {
    this.budget = budget;
    this.order = order;
    this.random = new Random(seed);
  }

  /**
   * {@code indices} in a fresh random order, for a start-up or warm-up round: {@link
   * Collections#shuffle}'s Fisher-Yates, which draws from the seeded random what a hand-written
   * one from the last place down would.
   */
  List<Integer> shuffled(List<Integer> indices) {
    List<Integer> shuffled = new ArrayList<>(indices);
    Collections.shuffle(shuffled, random);
    return shuffled;
  }

  /**
   * The next round, empty when no command needs a run.
   *
   * @param fastest the command with the lowest mean so far, the reference of the intervals
   * @param elapsedSeconds the time of the timed rounds so far
   */
  Optional<Round> next(List<Standing> standings, OptionalInt fastest, double elapsedSeconds) {
    Map<Integer, Need> needs = needs(standings, fastest, elapsedSeconds);
    if (needs.isEmpty()) {
      return Optional.empty();
    }
    if (order == RunOrder.SEQUENTIAL) {
      int first = needs.keySet().iterator().next();
      int number = sequentialRuns.merge(first, 1, Integer::sum);
      return Optional.of(new Round(number, List.of(first), Map.of(first, needs.get(first))));
    }
    rounds++;
    return Optional.of(new Round(rounds, balanced(new ArrayList<>(needs.keySet())), needs));
  }

  /**
   * {@code indices} in an order that evens out who goes first: place by place, the command that
   * so far ran ahead of the others left the least, ties broken by a seeded shuffle.
   */
  List<Integer> balanced(List<Integer> indices) {
    List<Integer> left = shuffled(indices);
    List<Integer> order = new ArrayList<>();
    while (!left.isEmpty()) {
      int best = 0;
      int lowest = Integer.MAX_VALUE;
      for (int k = 0; k < left.size(); k++) {
        int sum = 0;
        for (int other : left) {
          sum += other == left.get(k) ? 0 : ahead.getOrDefault(key(left.get(k), other), 0);
        }
        if (sum < lowest) {
          lowest = sum;
          best = k;
        }
      }
      int next = left.remove(best);
      for (int other : left) {
        ahead.merge(key(next, other), 1, Integer::sum);
        ahead.merge(key(other, next), -1, Integer::sum);
      }
      order.add(next);
    }
    return order;
  }

  private static long key(int first, int second) {
    return ((long) first << 32) | second;
  }

  /** Why each command that is not stopped still needs a run, in the commands' order. */
  Map<Integer, Need> needs(List<Standing> standings, OptionalInt fastest,
      double elapsedSeconds) {
    Map<Integer, Need> needs = new LinkedHashMap<>();
    for (int i = 0; i < standings.size(); i++) {
      Standing s = standings.get(i);
      if (!s.stopped()) {
        boolean reference = fastest.isPresent() && fastest.getAsInt() == i;
        int index = i;
        Stopping.need(s.tally(), budget, reference, elapsedSeconds)
            .ifPresent(need -> needs.put(index, need));
      }
    }
    // The others' intervals are against the fastest: it runs in every round they need.
    if (needs.containsValue(Need.PRECISION) && fastest.isPresent()
        && !standings.get(fastest.getAsInt()).stopped()) {
      needs.putIfAbsent(fastest.getAsInt(), Need.PAIRS);
    }
    return needs;
  }
}
