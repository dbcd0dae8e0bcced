package jsonmark.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the real shaded driver jar as a separate process, as a user would. */
final class Jsonmark {

  /**
   * Sends {@code signal} (a name, as {@code kill} takes it) to {@code pid}. For INT it first
   * fails at once, saying why, where this JVM inherited SIGINT ignored: a non-interactive shell
   * ignores it in what it starts in the background, every process started from there inherits
   * that, and the driver would then never see the Ctrl-C the test sends (a 5-minute hang).
   */
  static void signal(long pid, String signal) throws IOException, InterruptedException {
    if (signal.equals("INT") && sigintIgnoredHere()) {
      throw new AssertionError("SIGINT is ignored in this test's environment (started in the"
          + " background by a non-interactive shell?), so no driver it starts can be"
          + " interrupted: run the tests in the foreground, or from a shell with set -m");
    }
    new ProcessBuilder("kill", "-" + signal, String.valueOf(pid)).start().waitFor();
  }

  /** Whether this JVM's SIGINT is ignored ({@code SigIgn} in {@code /proc/self/status}). */
  private static boolean sigintIgnoredHere() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return false;
    }
    for (String line : Files.readAllLines(status)) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 0x2) != 0;
      }
    }
    return false;
  }

  static final Path ROOT = Path.of("").toAbsolutePath();
  static final Path JAR = ROOT.resolve("target/jsonmark.jar");

  /** A finished run of the driver. */
  record Result(int status, String out, String err) {}

  private Jsonmark() {}

  static ProcessBuilder builder(Path workDir, List<String> args) throws IOException {
    List<String> command = new ArrayList<>(List.of("java", "-jar", JAR.toString()));
    command.addAll(args);
    // The subcommands (validate and serializers take --benchmark too) have neither rounds nor
    // --max-wait.
    boolean benchmarkRun = (args.contains("--benchmark") || args.contains("-b"))
        && !List.of("validate", "serializers", "conformance", "compare").contains(args.get(0));
    if (benchmarkRun && !args.contains("--runs") && !args.contains("-r")) {
      // The tests check what runs do, not how many the default makes: one run, as before
      // rounds, and no re-run of a run that waited for a CPU on the shared test machine.
      command.addAll(List.of("--runs", "1"));
    }
    if (benchmarkRun && !args.contains("--max-wait")) {
      command.addAll(List.of("--max-wait", "100"));
    }
    Path out = Files.createTempFile(workDir, "out", ".txt");
    Path err = Files.createTempFile(workDir, "err", ".txt");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(ROOT.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    builder.environment().remove("LOG_LEVEL");
    // The table's and the live line's width, where there is no tty, as a CI run has it.
    builder.environment().remove("COLUMNS");
    return builder;
  }

  /**
   * The options of a small run of Simple1Benchmark, {@code records} records, its cache and
   * results in {@code tmp}, then {@code more}: what most tests run on.
   */
  static String[] small(Path tmp, int records, String... more) {
    String[] base = {"--benchmark", "Simple1Benchmark", "--records", String.valueOf(records),
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()};
    return joined(base, more);
  }

  /** {@link #run} with {@code base}, a test class's own options, before {@code more}. */
  static Result run(Path workDir, String[] base, String... more) throws Exception {
    return run(workDir, joined(base, more));
  }

  private static String[] joined(String[] base, String... more) {
    String[] all = Arrays.copyOf(base, base.length + more.length);
    System.arraycopy(more, 0, all, base.length, more.length);
    return all;
  }

  static Result run(Path workDir, String... args) throws Exception {
    ProcessBuilder builder = builder(workDir, List.of(args));
    return finish(builder.start(), builder);
  }

  /**
   * Runs jsonmark with {@code args}, sends it SIG{@code signal} once {@code started} exists (the
   * command under test made it), and returns what it did.
   */
  static Result signalledOnceStarted(Path workDir, List<String> args, Path started, String signal)
      throws Exception {
    ProcessBuilder builder = builder(workDir, args);
    Process driver = builder.start();
    awaitLines(started, 0);
    signal(driver.pid(), signal);
    return finish(driver, builder);
  }

  /** The expected checksum that a run with {@code --only-serialize} logged, as anyone can read. */
  static long expectedChecksum(Result onlySerialize) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("expected checksum (-?\\d+)")
        .matcher(onlySerialize.err());
    if (!m.find()) {
      throw new AssertionError("no expected checksum in: " + onlySerialize.err());
    }
    return Long.parseLong(m.group(1));
  }

  static Result finish(Process process, ProcessBuilder builder) throws Exception {
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("jsonmark did not finish in 5 minutes");
    }
    return new Result(
        process.exitValue(),
        Files.readString(builder.redirectOutput().file().toPath(), StandardCharsets.UTF_8),
        Files.readString(builder.redirectError().file().toPath(), StandardCharsets.UTF_8));
  }

  /** The one results folder a run wrote under {@code resultsDir}. */
  static Path onlyResultsFolder(Path resultsDir) throws IOException {
    try (var folders = Files.list(resultsDir)) {
      List<Path> all = folders.filter(Files::isDirectory).toList();
      if (all.size() != 1) {
        throw new AssertionError("expected one results folder, found " + all);
      }
      return all.get(0);
    }
  }

  /** Whether {@code program} is on PATH, for tests that need a runtime to skip cleanly. */
  static boolean onPath(String program) {
    return java.util.Arrays.stream(System.getenv().getOrDefault("PATH", "").split(":"))
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
  }

  static boolean alive(long pid) {
    return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  /** Whether {@code pid} is gone, allowing the system a moment to reap a killed process. */
  static boolean gone(long pid) throws InterruptedException {
    for (int i = 0; i < 20 && alive(pid); i++) {
      Thread.sleep(50);
    }
    return !alive(pid);
  }

  /** Waits (up to 60 s) until {@code file} has {@code lines} lines. */
  static void awaitLines(Path file, int lines) throws Exception {
    for (int i = 0; i < 1200; i++) {
      if (Files.exists(file) && Files.readAllLines(file).size() >= lines) {
        return;
      }
      Thread.sleep(50);
    }
  }
}
