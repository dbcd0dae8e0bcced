package jsonmark.run;

import java.time.Duration;
import java.util.Optional;

/**
 * The commands an invocation runs, counted across all its benchmarks, so that the estimate of
 * the time left after each command (or each round of interleaved commands) covers the whole
 * comparison, not one benchmark of it.
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
    return TimeLeft.line(done, total, elapsed());
  }

  /** Counts {@code commands} done at once: the end of a benchmark's interleaved rounds. */
  void commandsDone(int commands) {
    done += commands;
  }

  /**
   * {@code Round 3 of 10 done; about 2 min left}: round {@code round} of {@code rounds} of
   * {@code commands} interleaved commands, with the estimate over the whole invocation.
   */
  Optional<String> roundDone(int commands, int round, int rounds) {
    double finished = done + commands * (double) round / Math.max(round, rounds);
    Optional<Duration> left = TimeLeft.estimate(finished, total, elapsed());
    String line = "Round " + round + " of " + rounds + " done";
    return Optional.of(left.map(d -> line + "; about " + TimeLeft.text(d) + " left").orElse(line));
  }

  private Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - started);
  }
}
