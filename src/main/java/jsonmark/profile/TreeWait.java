package jsonmark.profile;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What a {@link WaitSampler} measured over one run, in seconds: how long the tree's threads
 * waited on a run queue and ran on a CPU, the machine's CPU pressure and its steal time.
 *
 * @param waitSeconds run-queue wait of every thread of the tree seen, empty where not readable
 * @param runSeconds CPU time of the same threads, empty where not readable
 * @param pressureSeconds growth of PSI's {@code some total}, empty without PSI
 * @param stealSeconds growth of the steal time of all CPUs, empty where {@code /proc/stat} has
 *     no steal field
 * @param busySeconds CPU time the whole machine used over the run (every program, the kernel
 *     and steal, from {@code /proc/stat}), less one clock tick per core so that its rounding to
 *     whole ticks does not read as other work; at least 0, empty where not readable
 * @param wallSeconds from the spawn to the root's exit
 * @param threads how many distinct threads were seen
 * @param unavailable why the tree's wait could not be read, when it could not
 */
public record TreeWait(
    OptionalDouble waitSeconds,
    OptionalDouble runSeconds,
    OptionalDouble pressureSeconds,
    OptionalDouble stealSeconds,
    OptionalDouble busySeconds,
    double wallSeconds,
    int threads,
    Optional<String> unavailable) {}
