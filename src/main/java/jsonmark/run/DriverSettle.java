package jsonmark.run;

import java.time.Duration;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import jsonmark.proc.Proc;

/**
 * Waits, asleep, until the driver's own background work has died down before a timed run
 * starts: the JIT compiling what the writing of the last results made hot (RunsCsv, SummaryJson,
 * Jackson: the compilations are still queued when the next run starts), and the GC. The driver
 * is quiet when, over one {@link #STEP}, its other threads were runnable (running, or waiting on
 * a run queue: on a busy machine a queued compilation waits rather than runs, and would run
 * during the timed run) for less than {@link #QUIET_SHARE} of it. Where Linux does not tell a
 * thread's run-queue wait, the JVM's CPU time stands in. It waits at most {@link #LONGEST}, so a
 * JVM that never calms down costs a quarter second a run, not a hang; the first wait of its life
 * may last {@link #FIRST_LONGEST}: right after generating or checking the data, the JIT is still
 * compiling what that made hot (over a second on a small machine), and the first runs, start-up
 * ones included, would share the machine with it. Where Linux tells each thread's state, a
 * driver none of whose other threads is runnable at that moment is quiet at once: the usual case
 * between two runs costs a look at the threads (well under a millisecond), not a step's sleep.
 */
final class DriverSettle {

  static final Duration STEP = Duration.ofMillis(2);
  static final Duration LONGEST = Duration.ofMillis(250);
  static final Duration FIRST_LONGEST = Duration.ofSeconds(3);
  static final double QUIET_SHARE = 0.05;

  /** Sleeps for a duration; a parameter so that tests need not. */
  interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;
  }

  private final LongSupplier busyNanos;
  private final BooleanSupplier othersRunnable;
  private final Sleeper sleeper;
  private boolean first = true;

  /**
   * @param busyNanos how long the driver's other threads have been runnable so far, in ns;
   *     negative where unknown
   */
  DriverSettle(LongSupplier busyNanos, Sleeper sleeper) {
    this(busyNanos, () -> true, sleeper);
  }

  /**
   * @param othersRunnable whether any other thread of the driver is running or waiting for a CPU
   *     right now; true where unknown
   */
  DriverSettle(LongSupplier busyNanos, BooleanSupplier othersRunnable, Sleeper sleeper) {
    this.busyNanos = busyNanos;
    this.othersRunnable = othersRunnable;
    this.sleeper = sleeper;
  }

  /** The real one, for the calling thread: the JVM's other threads, real sleeps. */
  static DriverSettle ofThisJvm() {
    boolean threadsReadable = Proc.treeReadable() && Proc.currentThread().isPresent();
    LongSupplier busy = threadsReadable
        ? DriverSettle::othersRunnableNanos
        : ProcWaitMeter::driverCpuNanos;
    BooleanSupplier runnable = threadsReadable ? DriverSettle::anyOtherRunnable : () -> true;
    return new DriverSettle(busy, runnable, d -> Thread.sleep(d.toMillis()));
  }

  /**
   * The calling thread's id, asked once per thread: each settle looks at the threads at least
   * once, and a settle is on the critical path between two runs.
   */
  private static final ThreadLocal<OptionalLong> CALLER =
      ThreadLocal.withInitial(Proc::currentThread);

  /**
   * Whether a thread of this JVM but the calling one is running or on a run queue now: only
   * each thread's state is read, not its whole stat line, for this is between two runs.
   */
  private static boolean anyOtherRunnable() {
    long pid = Proc.self();
    OptionalLong caller = CALLER.get();
    for (long tid : Proc.threads(pid)) {
      if ((caller.isEmpty() || tid != caller.getAsLong()) && Proc.threadState(pid, tid) == 'R') {
        return true;
      }
    }
    return false;
  }

  /** Run and run-queue time of every thread of this JVM but the calling one. */
  private static long othersRunnableNanos() {
    long pid = Proc.self();
    OptionalLong caller = CALLER.get();
    long nanos = 0;
    for (long tid : Proc.threads(pid)) {
      if (caller.isEmpty() || tid != caller.getAsLong()) {
        nanos += Proc.schedstat(pid, tid).map(s -> s.runNanos() + s.waitNanos()).orElse(0L);
      }
    }
    return nanos;
  }

  /**
   * Returns at once when no other thread of the driver is runnable; else waits until none is, or a
   * step was quiet, or {@link #LONGEST} passed ({@link #FIRST_LONGEST} the first time). Returns how many
   * steps it slept.
   */
  int settle() throws InterruptedException {
    Duration longest = first ? FIRST_LONGEST : LONGEST;
    first = false;
    if (!othersRunnable.getAsBoolean()) {
      return 0;
    }
    long before = busyNanos.getAsLong();
    if (before < 0) {
      return 0;
    }
    long quiet = (long) (QUIET_SHARE * STEP.toNanos());
    int steps = 0;
    while (steps < longest.dividedBy(STEP)) {
      sleeper.sleep(STEP);
      steps++;
      if (!othersRunnable.getAsBoolean()) {
        return steps; // the compilation that was running has ended: no step more to wait
      }
      long now = busyNanos.getAsLong();
      if (now - before < quiet) {
        return steps;
      }
      before = now;
    }
    return steps;
  }
}
