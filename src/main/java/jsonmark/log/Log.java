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
  private final Optional<StatusLine> status;
  private final boolean colour;
  private final Quiet quiet;
  private final boolean showOutput;

  /** How much less than its level the log says: --quiet, --style none. */
  public enum Quiet {
    /** As its level says. */
    NO,
    /** Errors, and where the results went (--quiet). */
    QUIET,
    /** Errors only (--style none). */
    NONE
  }

  public Log(PrintWriter err, Level level) {
    this(err, level, Optional.empty(), false, false);
  }

  /**
   * @param status the terminal's live line, whose stream {@code err} writes through; empty when
   *     not on a terminal or no live line is wanted
   * @param colour whether the level of a warning or an error is coloured
   * @param quiet whether only errors are logged, and where the results went (--quiet)
   */
  public Log(PrintWriter err, Level level, Optional<StatusLine> status, boolean colour,
      boolean quiet) {
    this(err, level, status, colour, quiet ? Quiet.QUIET : Quiet.NO, false);
  }

  private Log(PrintWriter err, Level level, Optional<StatusLine> status, boolean colour,
      Quiet quiet, boolean showOutput) {
    this.err = err;
    this.level = quiet != Quiet.NO && level.compareTo(Level.ERROR) < 0 ? Level.ERROR : level;
    this.status = status;
    this.colour = colour;
    this.quiet = quiet;
    this.showOutput = showOutput;
  }

  /**
   * This log as the output options make it: a live line only when {@code live} (and drawable),
   * coloured or not, quiet or not, the commands' standard output shown or not.
   */
  public Log styled(boolean live, boolean colour, Quiet quiet, boolean showOutput) {
    return new Log(err, level, live ? status : Optional.empty(), colour, quiet, showOutput);
  }

  /** Whether the commands' standard output is shown too (--show-output), not only read. */
  public boolean showOutput() {
    return showOutput;
  }

  /**
   * Where the commands' own output is shown: the log's stream, or nowhere under --quiet and
   * --style none (their files under logs/ keep it).
   */
  public PrintWriter commandOutput() {
    return quiet == Quiet.NO ? err : NOWHERE;
  }

  private static final PrintWriter NOWHERE = new PrintWriter(java.io.Writer.nullWriter());

  /** Whether warnings, errors and the progress bar are coloured. */
  public boolean colour() {
    return colour;
  }

  /** The terminal's live line, when there is a terminal and the output style wants one. */
  public Optional<StatusLine> status() {
    return status;
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

  /**
   * Where the results went: logged as INFO, yet also under {@code LOG_LEVEL=WARN} and --quiet,
   * for a user who asked for less output still needs to find them; not under ERROR.
   */
  public void results(String message) {
    if (quiet == Quiet.QUIET || (quiet == Quiet.NO && level.compareTo(Level.WARN) <= 0)) {
      write(Level.INFO, message);
    }
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
      write(at, message);
    }
  }

  private void write(Level at, String message) {
    String prefix = at + ":";
    if (colour && at.compareTo(Level.WARN) >= 0) {
      prefix = (at == Level.WARN ? YELLOW : RED) + prefix + RESET;
    }
    synchronized (err) {
      err.println(prefix + " " + message);
      err.flush();
    }
  }

  private static final String YELLOW = "\033[33m";
  private static final String RED = "\033[31m";
  private static final String RESET = "\033[0m";

  /** The stream log lines go to, for progress indicators that must share it. */
  public PrintWriter stream() {
    return err;
  }
}
