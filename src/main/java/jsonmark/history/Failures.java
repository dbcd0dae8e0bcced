package jsonmark.history;

import java.sql.SQLException;
import java.util.Locale;

/**
 * One line for what went wrong with a store: locked, corrupt, full, unreachable or refused, by
 * the driver's error codes and SQL states, rather than the drivers' own long messages.
 */
final class Failures {

  private Failures() {}

  /** {@code e} as a {@link StoreException} naming {@code store} and what happened to it. */
  static StoreException of(StoreLocation store, Throwable e) {
    return new StoreException("the history store " + store.shown() + " " + why(e), e);
  }

  private static String why(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null && !(cause instanceof SQLException)) {
      cause = cause.getCause();
    }
    String text = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
    String state = cause instanceof SQLException sql ? String.valueOf(sql.getSQLState()) : "";
    if (text.contains("sqlite_busy") || text.contains("database is locked")) {
      return "is locked by another writer for longer than the busy time-out";
    }
    if (text.contains("sqlite_corrupt") || text.contains("sqlite_notadb")
        || text.contains("malformed") || text.contains("not a database")) {
      return "is corrupt (not a readable SQLite database)";
    }
    if (text.contains("sqlite_full") || text.contains("disk is full")
        || state.equals("53100")) {
      return "is full (no space left on its device)";
    }
    if (text.contains("sqlite_readonly") || text.contains("readonly")) {
      return "is read-only";
    }
    if (text.contains("sqlite_cantopen") || text.contains("unable to open")) {
      return "cannot be opened (its folder is missing or not writable)";
    }
    if (state.startsWith("08") || text.contains("connection refused")) {
      return "is unreachable (" + firstLine(cause.getMessage()) + ")";
    }
    if (state.equals("28P01") || state.equals("28000")) {
      return "refused the login (" + firstLine(cause.getMessage()) + ")";
    }
    return "failed: " + firstLine(cause.getMessage());
  }

  private static String firstLine(String message) {
    String text = message == null ? "unknown error" : message.strip();
    int end = text.indexOf('\n');
    return end < 0 ? text : text.substring(0, end);
  }
}
