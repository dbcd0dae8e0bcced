package jsonmark.run;

import java.util.OptionalDouble;

/**
 * The host's reference workload: a fixed, deterministic CPU loop in the driver's JVM, timed
 * once at the start of every round of timed runs. Its work never changes, so its time says how
 * fast the host ran in that round; {@code jsonmark compare} sets the commands' changes between
 * two runs against its change. It runs only with --host-reference, for its time is the driver's
 * between two runs, and never under --measure instructions: counts do not depend on the host's
 * speed.
 */
final class ReferenceWorkload {

  /** The loop's steps: about 2·10⁸ dependent integer operations, a small share of a round. */
  static final int STEPS = 1 << 25;

  /** What the loop does, recorded with its times so that only like references are compared. */
  static final String WORK = "xorshift64 × 2^25 in the driver's JVM";

  /** Untimed passes first, so that every timed pass runs the JIT-compiled loop. */
  private static final int WARM_UP = 3;

  private final boolean timed;
  private boolean warm;
  /** Where each pass's result goes, so that the JIT cannot drop the loop as dead code. */
  private volatile long sink;

  /** @param timed whether to time it: --host-reference, and the runs are timed */
  ReferenceWorkload(boolean timed) {
    this.timed = timed;
  }

  /** The loop's wall time now, in seconds; empty when it is not timed. */
  OptionalDouble time() {
    if (!timed) {
      return OptionalDouble.empty();
    }
    if (!warm) {
      for (int i = 0; i < WARM_UP; i++) {
        sink = work(i + 1, STEPS);
      }
      warm = true;
    }
    long start = System.nanoTime();
    sink = work(sink | 1, STEPS);
    return OptionalDouble.of((System.nanoTime() - start) / 1e9);
  }

  /** {@code steps} steps of xorshift64 from {@code seed} (not 0): each depends on the last. */
  static long work(long seed, int steps) {
    long x = seed;
    for (int i = 0; i < steps; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    return x;
  }
}
