package jsonmark.run;

import java.time.Duration;
import java.util.Optional;

/**
 * An estimate of the time a long comparison still needs, logged after each command.
 *
 * <p>It is the mean wall time of the commands done so far (their start-up, warm-up and timed
 * runs, and the writing of results) times the commands left: simple, and honest about what it
 * knows, since it assumes nothing about the commands not yet run. It is rough when the commands
 * differ a lot (a 0.5 s one and a 30 s one), which is why it is said as "about".
 */
final class TimeLeft {

  private TimeLeft() {}

  /** The estimate after {@code done} of {@code total} commands took {@code elapsed}. */
  static Optional<Duration> estimate(int done, int total, Duration elapsed) {
    if (done <= 0 || done >= total) {
      return Optional.empty();
    }
    return Optional.of(elapsed.dividedBy(done).multipliedBy(total - done));
  }

  /** The estimate after a fraction of the commands, {@code done} of {@code total}, took it. */
  static Optional<Duration> estimate(double done, int total, Duration elapsed) {
    if (!(done > 0) || done >= total) {
      return Optional.empty();
    }
    return Optional.of(Duration.ofNanos((long) (elapsed.toNanos() / done * (total - done))));
  }

  /** {@code 3 of 24 commands done; about 12 min left}, or empty when nothing is left. */
  static Optional<String> line(int done, int total, Duration elapsed) {
    return estimate(done, total, elapsed)
        .map(left -> done + " of " + total + " commands done; about " + text(left) + " left");
  }

  /** Rounded as a person would say it: seconds under a minute, minutes under an hour. */
  static String text(Duration left) {
    long seconds = Math.round(left.toMillis() / 1000.0);
    if (seconds < 60) {
      return Math.max(1, seconds) + " s";
    }
    long minutes = Math.round(seconds / 60.0);
    if (minutes < 60) {
      return minutes + " min";
    }
    return minutes / 60 + " h " + minutes % 60 + " min";
  }
}
