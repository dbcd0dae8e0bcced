package jsonmark.history;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.postgresql.ds.PGSimpleDataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The history store, opened: its schema brought up to date by Flyway's migrations
 * (db/migration, the same files for SQLite, which Flyway's core supports, and PostgreSQL, by
 * flyway-database-postgresql) on first connect, then one short transaction per run written.
 * SQLite runs in WAL mode with a busy time-out and takes its write lock at the start of each
 * transaction, so concurrent writers wait in turn rather than fail.
 */
public final class HistoryStore implements AutoCloseable {

  /** How long a SQLite writer waits for another's transaction before it gives up. */
  static final int BUSY_TIMEOUT_MS = 30_000;

  private static final Object MIGRATING = new Object();

  /** The highest version of the migrations in db/migration ({@code V<n>__*.sql}). */
  static final int SCHEMA_VERSION = 1;

  private final StoreLocation location;
  private final Connection connection;

  private HistoryStore(StoreLocation location, Connection connection) {
    this.location = location;
    this.connection = connection;
  }

  /**
   * Opens the store at {@code location}, creating a SQLite file and its folder on first use.
   *
   * @throws StoreException when it is refused, unreachable, locked, corrupt or full, saying so
   */
  public static HistoryStore open(StoreLocation location) throws StoreException {
    Optional<Path> file = location.file();
    if (file.isPresent()) {
      Optional<String> refused = NetworkFileSystems.refusal(file.get());
      if (refused.isPresent()) {
        throw new StoreException(refused.get());
      }
    }
    try {
      if (file.isPresent()) {
        Files.createDirectories(file.get().toAbsolutePath().getParent());
        NativeSqlite.prepare();
      }
      DataSource source = dataSource(location);
      Connection connection = source.getConnection();
      try {
        if (!current(connection)) {
          if (file.isPresent()) {
            migrateLocked(source, connection, file.get());
          } else {
            migrate(source);
          }
        }
        connection.setAutoCommit(false);
        return new HistoryStore(location, connection);
      } catch (SQLException | IOException | RuntimeException e) {
        connection.close();
        throw e;
      }
    } catch (SQLException | IOException | RuntimeException e) {
      file.ifPresent(HistoryStore::removeEmpty);
      throw Failures.of(location, e);
    }
  }

  /**
   * Removes what a store that could not be opened left empty (a full disk creates the file and
   * then cannot write its first page): an empty file is no store, and would be read as one.
   */
  private static void removeEmpty(Path store) {
    for (String suffix : List.of("", "-wal", "-shm", "-journal", ".migrating")) {
      Path file = store.resolveSibling(store.getFileName() + suffix);
      try {
        if (Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)
            && Files.size(file) == 0) {
          Files.delete(file);
        }
      } catch (IOException e) {
        // Left as it is: the warning already says the store failed.
      }
    }
  }

  /**
   * Whether the schema is already at {@link #SCHEMA_VERSION}: Flyway's start (its classes, its
   * scan of the migrations) costs most of a second, far more than writing a run, so it runs
   * only for a new or older store.
   */
  private static boolean current(Connection connection) {
    try (Statement statement = connection.createStatement();
        java.sql.ResultSet rows = statement.executeQuery("SELECT version FROM"
            + " flyway_schema_history WHERE success = " + (connection.getMetaData()
            .getDatabaseProductName().equals("SQLite") ? "1" : "true"))) {
      int highest = 0;
      while (rows.next()) {
        String version = rows.getString(1);
        if (version != null && version.matches("\\d+")) {
          highest = Math.max(highest, Integer.parseInt(version));
        }
      }
      return highest == SCHEMA_VERSION;
    } catch (SQLException e) {
      return false; // no history table yet: a new store, for Flyway to create
    }
  }

  private static DataSource dataSource(StoreLocation location) {
    if (location.file().isEmpty()) {
      PGSimpleDataSource postgres = new PGSimpleDataSource();
      postgres.setURL(location.url());
      postgres.setConnectTimeout(10);
      return postgres;
    }
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
    config.setBusyTimeout(BUSY_TIMEOUT_MS);
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    config.enforceForeignKeys(true);
    SQLiteDataSource sqlite = new SQLiteDataSource(config);
    sqlite.setUrl(location.url());
    return sqlite;
  }

  /**
   * Flyway takes no lock of its own on SQLite, so several drivers creating the same new file at
   * once would each create the tables: a lock file beside it lets one migrate at a time, and
   * its holder removes it once the schema is current. A driver that waited on the removed file
   * finds the schema current and does nothing, and one that creates the file anew does too.
   */
  private static void migrateLocked(DataSource source, Connection connection, Path file)
      throws IOException {
    Path absolute = file.toAbsolutePath();
    Path lockFile = absolute.resolveSibling(absolute.getFileName() + ".migrating");
    // A file lock is held per JVM, not per thread: threads of one JVM take turns first.
    synchronized (MIGRATING) {
      try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE,
          StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
        if (!current(connection)) {
          migrate(source);
        }
        Files.deleteIfExists(lockFile);
      }
    }
  }

  private static void migrate(DataSource source) {
    Flyway.configure().dataSource(source).locations("classpath:db/migration")
        .load().migrate();
  }

  /** Where it is. */
  public StoreLocation location() {
    return location;
  }

  /**
   * Writes {@code entry} in one transaction, unless its run is already there: its series and
   * points each in one batch of one prepared statement.
   *
   * @return whether it was written (false: imported before)
   */
  public boolean record(RunEntry entry) throws StoreException {
    try {
      boolean added;
      try (PreparedStatement run = connection.prepareStatement(Rows.RUNS.insert())) {
        added = bind(run, Rows.of(entry.run())).executeUpdate() == 1;
      }
      if (added && !entry.points().isEmpty()) {
        try (PreparedStatement series = connection.prepareStatement(Rows.SERIES.insert());
            PreparedStatement points = connection.prepareStatement(Rows.POINTS.insert())) {
          for (Point point : entry.points()) {
            bind(series, Rows.of(point.series())).addBatch();
            bind(points, Rows.of(entry.run().runId(), point)).addBatch();
          }
          series.executeBatch(); // before the points, which refer to them
          points.executeBatch();
        }
      }
      connection.commit();
      return added;
    } catch (SQLException | RuntimeException e) {
      rollback();
      throw Failures.of(location, e);
    }
  }

  /** {@code statement} with {@code values} bound to its parameters in order. */
  private static PreparedStatement bind(PreparedStatement statement, Object[] values)
      throws SQLException {
    for (int i = 0; i < values.length; i++) {
      statement.setObject(i + 1, values[i]);
    }
    return statement;
  }

  /** Empties the store, schema kept, in one transaction: the first step of a rebuild. */
  public void clear() throws StoreException {
    try (Statement statement = connection.createStatement()) {
      statement.executeUpdate("DELETE FROM points");
      statement.executeUpdate("DELETE FROM series");
      statement.executeUpdate("DELETE FROM runs");
      connection.commit();
    } catch (SQLException e) {
      rollback();
      throw Failures.of(location, e);
    }
  }

  /** The store's connection, for {@link HistoryQueries}. */
  Connection connection() {
    return connection;
  }

  private void rollback() {
    try {
      connection.rollback();
    } catch (SQLException ignored) {
      // the transaction is gone with the connection; nothing was committed
    }
  }

  @Override
  public void close() {
    try {
      connection.close();
    } catch (SQLException ignored) {
      // closing a store that failed: the failure was already reported
    }
  }
}
