package jsonmark.profile;

/**
 * One profiling sample of a process tree.
 *
 * @param seconds time since the spawn
 * @param cpuPercent CPU time used by the tree since the previous sample over the wall time
 *     between them, times 100 (100 = one core busy)
 * @param rssMiB summed resident set size of the tree
 * @param processes how many processes the tree had
 */
public record Sample(double seconds, double cpuPercent, double rssMiB, int processes) {}
