package jsonmark.run;

import java.time.Duration;
import java.util.Optional;

/**
 * The commands an invocation runs, counted across all its benchmarks, so that the estimate of
 * the time left after each command covers the whole comparison, not one benchmark of it.
 */
final class CommandsLeft {

  private final int total;
  private final long started = System.nanoTime();
  private int done;

  /** @param total every command on every benchmark of the invocation */
  CommandsLeft(int total) {
    this.total = total;
  }

  /** Counts one more command done and says about how long the rest will take, if any is left. */
  Optional<String> commandDone() {
    done++;
    return TimeLeft.line(done, total, Duration.ofNanos(System.nanoTime() - started));
  }
}
