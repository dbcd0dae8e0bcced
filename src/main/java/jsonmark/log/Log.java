package jsonmark.log;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The driver's log on standard error, filtered by {@code LOG_LEVEL} (DEBUG, INFO, WARN, ERROR)
 * as in the original; lines read {@code LEVEL: message}.
 */
public final class Log {

  /** How much is logged, least to most severe. */
  public enum Level {
    DEBUG,
    INFO,
    WARN,
    ERROR
  }

  private final PrintWriter err;
  private final Level level;

  public Log(PrintWriter err, Level level) {
    this.err = err;
    this.level = level;
  }

  /** The levels {@code LOG_LEVEL} may name, for a message that lists them. */
  public static final String LEVELS = "DEBUG, INFO, WARN, ERROR";

  /**
   * The level named by {@code LOG_LEVEL}, in any case; INFO when unset, WARNING is taken as WARN;
   * empty for a name that is none of {@link #LEVELS}.
   */
  public static Optional<Level> parseLevel(String value) {
    if (value == null || value.isBlank()) {
      return Optional.of(Level.INFO);
    }
    String name = value.strip().toUpperCase(Locale.ROOT);
    if (name.equals("WARNING")) {
      return Optional.of(Level.WARN);
    }
    return Arrays.stream(Level.values()).filter(level -> level.name().equals(name)).findFirst();
  }

  public boolean isDebug() {
    return level == Level.DEBUG;
  }

  public void debug(String message) {
    log(Level.DEBUG, message);
  }

  public void info(String message) {
    log(Level.INFO, message);
  }

  public void warn(String message) {
    log(Level.WARN, message);
  }

  public void error(String message) {
    log(Level.ERROR, message);
  }

  /** Writes the stack trace only at DEBUG, as the contract asks. */
  public void debug(Throwable cause) {
    if (isDebug()) {
      cause.printStackTrace(err);
      err.flush();
    }
  }

  private void log(Level at, String message) {
    if (at.compareTo(level) >= 0) {
      synchronized (err) {
        err.println(at + ": " + message);
        err.flush();
      }
    }
  }

  /** The stream log lines go to, for progress indicators that must share it. */
  public PrintWriter stream() {
    return err;
  }
}
