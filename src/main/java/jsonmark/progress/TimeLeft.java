package jsonmark.progress;

import java.time.Duration;

/** A time still to come, said as a person would say it. */
public final class TimeLeft {

  private TimeLeft() {}

  /** Rounded as a person would say it: seconds under a minute, minutes under an hour. */
  public static String text(Duration left) {
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
