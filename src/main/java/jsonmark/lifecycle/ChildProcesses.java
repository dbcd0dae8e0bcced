package jsonmark.lifecycle;

import java.time.Duration;
import java.util.List;

/**
 * Ends what the driver itself started and still runs when it is interrupted, whatever started it:
 * JMH's forked JVM (JMH leaves it running when its host is stopped), a runtime probe. The running
 * command's tree is ended before, by its own registration; this is the last sweep, sparing only
 * the {@link DriverGuard}.
 */
public final class ChildProcesses {

  private static final long POLL_MILLIS = 20;

  private ChildProcesses() {}

  /** TERM to every descendant of the driver, then KILL to those still running after {@code grace}. */
  public static void end(Duration grace) {
    long guard = DriverGuard.pid().orElse(-1L);
    List<ProcessHandle> left =
        ProcessHandle.current().descendants().filter(h -> h.pid() != guard).toList();
    left.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + grace.toNanos();
    while (left.stream().anyMatch(ProcessHandle::isAlive) && System.nanoTime() < deadline) {
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    left.forEach(ProcessHandle::destroyForcibly);
  }
}
