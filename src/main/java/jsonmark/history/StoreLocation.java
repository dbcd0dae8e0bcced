package jsonmark.history;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Where the history is kept: {@code --history URL}, else {@code JSONMARK_HISTORY}, else the
 * SQLite file {@code history.sqlite} in the results directory, beside the dated folders it
 * records, created on first use.
 *
 * @param url the JDBC URL, {@code jdbc:sqlite:FILE} or {@code jdbc:postgresql://HOST/DB}
 * @param file the SQLite file; empty for PostgreSQL
 */
public record StoreLocation(String url, Optional<Path> file) {

  /** The variable that names the store when {@code --history} does not. */
  public static final String VARIABLE = "JSONMARK_HISTORY";

  /** The default store's file name in the results directory. */
  public static final String FILE_NAME = "history.sqlite";

  private static final String SQLITE = "jdbc:sqlite:";
  private static final String POSTGRESQL = "jdbc:postgresql://";

  /**
   * The store {@code option} (or {@code env}) names, else the default one in {@code resultsDir}.
   *
   * @throws IllegalArgumentException when the URL is of neither kind, saying which are
   */
  public static StoreLocation resolve(Optional<String> option, Map<String, String> env,
      Path resultsDir) {
    Optional<String> named = option.or(() -> Optional.ofNullable(env.get(VARIABLE))
        .filter(v -> !v.isBlank()));
    if (named.isEmpty()) {
      return sqlite(resultsDir.resolve(FILE_NAME));
    }
    return of(named.get());
  }

  /** The store {@code url} names. */
  public static StoreLocation of(String url) {
    if (url.startsWith(POSTGRESQL)) {
      return new StoreLocation(url, Optional.empty());
    }
    if (url.startsWith(SQLITE) && url.length() > SQLITE.length()) {
      String rest = url.substring(SQLITE.length());
      String path = rest.contains("?") ? rest.substring(0, rest.indexOf('?')) : rest;
      if (path.startsWith("file:") || path.equals(":memory:")) {
        throw new IllegalArgumentException("the history store " + url + " is not a file path;"
            + " give jdbc:sqlite:PATH, such as jdbc:sqlite:results/history.sqlite");
      }
      return sqlite(Path.of(path));
    }
    throw new IllegalArgumentException("the history store " + url + " is neither"
        + " jdbc:sqlite:PATH nor jdbc:postgresql://HOST[:PORT]/DATABASE");
  }

  /** The SQLite store in {@code file}. */
  public static StoreLocation sqlite(Path file) {
    return new StoreLocation(SQLITE + file, Optional.of(file));
  }

  /** The store as a user reads it: the file, or the URL without its password. */
  public String shown() {
    return file.map(Path::toString)
        .orElse(url.replaceAll("(?i)(password=)[^&]*", "$1***"));
  }
}
