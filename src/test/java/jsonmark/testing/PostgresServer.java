package jsonmark.testing;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A real PostgreSQL server for the history's tests: the system's initdb and pg_ctl (Debian's
 * postgresql package) in a temporary folder on a free port, run as the postgres user (or
 * nobody) when the tests run as root, which initdb refuses. Where none can be started the test
 * is skipped with a SKIPPED line, except under JSONMARK_REQUIRE_ALL=1 (CI), where it fails.
 */
public final class PostgresServer implements AutoCloseable {

  private static final String USER = "jsonmark";

  private final Path folder;
  private final int port;
  private final List<String> asUser;
  private final Path bin;
  private final AtomicInteger databases = new AtomicInteger();

  private PostgresServer(Path folder, int port, List<String> asUser, Path bin) {
    this.folder = folder;
    this.port = port;
    this.asUser = asUser;
    this.bin = bin;
  }

  /** A started server, or the test skipped (failed in CI) saying why none could start. */
  public static PostgresServer startOrSkip() throws Exception {
    Optional<Path> bin = binaries();
    if (bin.isEmpty()) {
      skip("no PostgreSQL binaries (initdb, pg_ctl): apt-get install postgresql");
    }
    Path folder = Files.createTempDirectory("jsonmark-pg");
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
    List<String> asUser = asUser();
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    PostgresServer server = new PostgresServer(folder, port, asUser, bin.get());
    String why = server.start();
    if (why != null) {
      server.close();
      skip("PostgreSQL could not be started: " + why);
    }
    return server;
  }

  private static void skip(String why) {
    System.out.println("SKIPPED: " + why);
    if ("1".equals(System.getenv("JSONMARK_REQUIRE_ALL"))) {
      throw new AssertionError(why + ", and JSONMARK_REQUIRE_ALL=1");
    }
    Assumptions.abort(why);
  }

  private static Optional<Path> binaries() throws IOException {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      Path pgCtl = Path.of(dir, "pg_ctl");
      if (Files.isExecutable(pgCtl) && Files.isExecutable(Path.of(dir, "initdb"))) {
        return Optional.of(pgCtl.toRealPath().getParent());
      }
    }
    Path debian = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(debian)) {
      return Optional.empty();
    }
    try (Stream<Path> versions = Files.list(debian)) {
      return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve(
          "pg_ctl"))).max(Comparator.naturalOrder());
    }
  }

  /** runuser to an unprivileged user when running as root, which initdb refuses. */
  private static List<String> asUser() throws Exception {
    Process id = new ProcessBuilder("id", "-u").start();
    String uid = new String(id.getInputStream().readAllBytes()).trim();
    id.waitFor();
    if (!uid.equals("0")) {
      return List.of();
    }
    Process postgres = new ProcessBuilder("id", "postgres").start();
    String user = postgres.waitFor() == 0 ? "postgres" : "nobody";
    return List.of("runuser", "-u", user, "--");
  }

  private String start() throws Exception {
    Path data = folder.resolve("data");
    String failed = run(List.of(bin.resolve("initdb").toString(), "-D", data.toString(),
        "-U", USER, "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"));
    if (failed != null) {
      return failed;
    }
    return run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w",
        "-t", "60", "-l", folder.resolve("server.log").toString(), "-o",
        "-p " + port + " -k " + folder + " -c listen_addresses=127.0.0.1 -c fsync=off",
        "start"));
  }

  /** Runs {@code command} as the server's user; null when it succeeded, else its output. */
  private String run(List<String> command) throws Exception {
    List<String> full = new ArrayList<>(asUser);
    full.addAll(command);
    Path out = Files.createTempFile("jsonmark-pg", ".out");
    try {
      Process process = new ProcessBuilder(full).directory(folder.toFile())
          .redirectErrorStream(true).redirectOutput(out.toFile()).start();
      if (!process.waitFor(2, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        return String.join(" ", command) + " did not finish in 2 minutes";
      }
      return process.exitValue() == 0 ? null
          : command.get(0) + " exited " + process.exitValue() + ": " + Files.readString(out)
              .strip();
    } finally {
      Files.deleteIfExists(out);
    }
  }

  /** A new, empty database on the server, as a JDBC URL. */
  public String newDatabase() throws Exception {
    String name = "history" + databases.incrementAndGet();
    try (Connection admin = DriverManager.getConnection(url("postgres"));
        Statement statement = admin.createStatement()) {
      statement.executeUpdate("CREATE DATABASE " + name);
    }
    return url(name);
  }

  private String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + USER;
  }

  @Override
  public void close() throws Exception {
    if (Files.exists(folder.resolve("data/postmaster.pid"))) {
      run(List.of(bin.resolve("pg_ctl").toString(), "-D", folder.resolve("data").toString(),
          "-m", "immediate", "-w", "stop"));
    }
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    }
  }
}
