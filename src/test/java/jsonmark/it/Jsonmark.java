package jsonmark.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the real shaded driver jar as a separate process, as a user would. */
final class Jsonmark {

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
    return builder;
  }

  static Result run(Path workDir, String... args) throws Exception {
    ProcessBuilder builder = builder(workDir, List.of(args));
    return finish(builder.start(), builder);
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
