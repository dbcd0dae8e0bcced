package jsonmark.profile;

import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.proc.Proc;

/**
 * The CPU time this JVM counted for the children it reaped (Linux {@code cutime + cstime}), and
 * when it may stand for a tree's sampled CPU time: the root, reaped at its exit, brings along
 * what it ran after the last reading, which no sampler can see.
 */
final class ReapedCpu {

  private ReapedCpu() {}

  /** The CPU time, in clock ticks, of every child process that this JVM has reaped. */
  static OptionalLong ticks() {
    return Proc.stat(Proc.self())
        .map(stat -> OptionalLong.of(stat.cutime() + stat.cstime()))
        .orElse(OptionalLong.empty());
  }

  /** The seconds of reaped children's CPU time since {@code ticksAtStart}; empty if unknown. */
  static OptionalDouble secondsSince(OptionalLong ticksAtStart) {
    OptionalLong now = ticks();
    if (now.isEmpty() || ticksAtStart.isEmpty()) {
      return OptionalDouble.empty();
    }
    return OptionalDouble.of(
        (now.getAsLong() - ticksAtStart.getAsLong()) / (double) Proc.clockTicksPerSecond());
  }

  /**
   * {@code reaped} when it is larger than {@code sampled} by no more than {@code mostMissed}
   * seconds (what the tree could have run since it was last seen, plus clock-tick rounding),
   * which rules out another child of the driver reaped meanwhile; else {@code sampled}.
   */
  static double orSampled(double sampled, OptionalDouble reaped, double mostMissed) {
    if (reaped.isEmpty()) {
      return sampled;
    }
    double extra = reaped.getAsDouble() - sampled;
    return extra > 0 && extra <= mostMissed ? reaped.getAsDouble() : sampled;
  }
}
