package jsonmark.plan;

/**
 * What a unit of a sharded plan is expected to cost, in seconds of one run of each of its
 * commands: the split balances the parts by it. {@link #ESTIMATE} guesses from the data's size;
 * a store of earlier results can give measured costs instead, falling back to the estimate for
 * what it has not seen.
 */
@FunctionalInterface
public interface ShardCosts {

  /** Seconds a command is taken to need to start and stop, when nothing was measured. */
  double STARTUP_SECONDS = 0.3;

  /** The parse rate assumed when nothing was measured, in bytes per second (50 MB/s). */
  double BYTES_PER_SECOND = 50e6;

  /**
   * The estimate from start-up and data size alone: every command is taken to start in {@link
   * #STARTUP_SECONDS} and read at {@link #BYTES_PER_SECOND}, so only the benchmarks differ.
   */
  ShardCosts ESTIMATE = unit ->
      unit.commands() * (STARTUP_SECONDS + unit.dataBytes() / BYTES_PER_SECOND);

  /** The expected cost of {@code unit}, above 0. */
  double of(ShardUnit unit);
}
