package jsonmark.profile;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Platform;
import java.util.Optional;

/**
 * The CPU time this whole JVM has used, every thread, ended ones included: Linux's {@code
 * CLOCK_PROCESS_CPUTIME_ID}, which counts in nanoseconds. The JVM's own figure ({@code
 * OperatingSystemMXBean.getProcessCpuTime}) comes from {@code times()} in 10 ms clock ticks, so
 * over a run of a few milliseconds it reads 0 or a whole tick or two: 20 ms over a 6 ms run is
 * 333 % of a core, on two cores. It stays the fallback where libc cannot be reached.
 */
public final class ProcessCpuClock {

  /** The one call, through JNA (which OSHI brings). */
  private interface Clock extends Library {
    /** {@code struct timespec} is two 64-bit longs on the 64-bit Linux this is used on. */
    int clock_gettime(int clock, long[] timespec);
  }

  private static final int CLOCK_PROCESS_CPUTIME_ID = 2;
  private static final Optional<Clock> CLOCK = load();

  private ProcessCpuClock() {}

  /** Whether {@link #nanos()} counts finer than clock ticks here. */
  public static boolean precise() {
    return CLOCK.isPresent();
  }

  /** The JVM's CPU time so far, in ns; -1 where it cannot be told. */
  public static long nanos() {
    if (CLOCK.isPresent()) {
      long[] timespec = new long[2];
      if (CLOCK.get().clock_gettime(CLOCK_PROCESS_CPUTIME_ID, timespec) == 0) {
        return timespec[0] * 1_000_000_000L + timespec[1];
      }
    }
    java.lang.management.OperatingSystemMXBean os =
        java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun
        ? sun.getProcessCpuTime() : -1;
  }

  private static Optional<Clock> load() {
    if (!Platform.isLinux() || Native.LONG_SIZE != 8) {
      return Optional.empty();
    }
    try {
      Clock clock = Native.load("c", Clock.class);
      return clock.clock_gettime(CLOCK_PROCESS_CPUTIME_ID, new long[2]) == 0
          ? Optional.of(clock) : Optional.empty();
    } catch (UnsatisfiedLinkError | RuntimeException unavailable) {
      return Optional.empty();
    }
  }
}
