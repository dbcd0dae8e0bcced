package jsonmark.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The order of the commands in each round: a fresh random permutation per round, drawn from one
 * seeded generator, so that the same seed gives the same rounds and every command runs exactly
 * once per round. A burst of load then lands on the commands at random, not on one command's
 * block.
 */
final class RoundOrder {

  private final Random random;
  private final int commands;

  RoundOrder(long seed, int commands) {
    this.random = new Random(seed);
    this.commands = commands;
  }

  /** The indices of the commands in the next round's order (Fisher-Yates shuffle). */
  List<Integer> next() {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < commands; i++) {
      order.add(i);
    }
    for (int i = commands - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      order.set(j, order.set(i, order.get(j)));
    }
    return order;
  }
}
