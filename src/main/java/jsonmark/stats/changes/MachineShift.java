package jsonmark.stats.changes;

/**
 * Most series of one machine changing at the same run: the machine changed, not the code.
 *
 * @param runIndex the run at which they changed (the first run of their new regimes)
 * @param moved how many series have a change point at that run
 * @param series how many series the machine has
 */
public record MachineShift(int runIndex, int moved, int series) {}
