package jsonmark.env;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import jsonmark.lifecycle.DriverGuard;
import jsonmark.proc.Proc;

/**
 * Asks the language runtimes on PATH for their versions, all at once: each probe runs on its own
 * daemon thread, and one that is missing, fails, or outlasts the timeout reads {@code n/a} and is
 * killed with everything it started.
 */
final class RuntimeVersions {

  static final String ABSENT = "n/a";

  /** Each runtime with the arguments that print its version; go has no {@code --version}. */
  static final Map<String, List<String>> PROBES = probes();

  private final Map<String, CompletableFuture<String>> pending = new LinkedHashMap<>();

  private RuntimeVersions() {}

  private static Map<String, List<String>> probes() {
    Map<String, List<String>> probes = new LinkedHashMap<>();
    probes.put("python3", List.of("python3", "--version"));
    probes.put("node", List.of("node", "--version"));
    probes.put("java", List.of("java", "-version"));
    probes.put("go", List.of("go", "version"));
    probes.put("rustc", List.of("rustc", "--version"));
    probes.put("g++", List.of("g++", "--version"));
    return probes;
  }

  static RuntimeVersions start(Duration timeout) {
    RuntimeVersions versions = new RuntimeVersions();
    PROBES.forEach(
        (name, command) -> {
          CompletableFuture<String> future = new CompletableFuture<>();
          Thread thread =
              new Thread(() -> future.complete(version(command, timeout)), "probe-" + name);
          thread.setDaemon(true);
          thread.start();
          versions.pending.put(name, future);
        });
    return versions;
  }

  /**
   * Each runtime's version, in probe order, once every probe has ended; then what the probes left
   * running is killed, so that it is never taken for a command's leftover.
   */
  Map<String, String> await() {
    Map<String, String> versions = new LinkedHashMap<>();
    pending.forEach((name, future) -> versions.put(name, future.join()));
    killOrphans();
    return versions;
  }

  /**
   * Kills the running processes the driver has adopted as a subreaper: the environment is read
   * before any command runs, so these can only be a probe's children that outlived it (a fake
   * {@code go} that starts a {@code sleep}). They would otherwise be charged to the first command
   * as processes it left running.
   */
  private static void killOrphans() {
    long self = Proc.self();
    long guard = DriverGuard.pid().orElse(-1L);
    for (long orphan : Proc.children(self, self)) {
      if (orphan != guard && Proc.stat(orphan).map(stat -> !stat.exited()).orElse(false)) {
        ProcessHandle.of(orphan).ifPresent(RuntimeVersions::killTree);
      }
    }
  }

  /** Kills {@code root} and all its descendants, the deepest first, so none is orphaned. */
  private static void killTree(ProcessHandle root) {
    List<ProcessHandle> tree = new ArrayList<>(root.descendants().toList());
    Collections.reverse(tree);
    tree.add(root);
    tree.forEach(ProcessHandle::destroyForcibly);
    for (ProcessHandle process : tree) {
      try {
        process.onExit().get(1, TimeUnit.SECONDS);
      } catch (ExecutionException | TimeoutException gone) {
        // Killed by SIGKILL; an adopted one is reaped by the subreaper later.
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /**
   * The first non-blank line that {@code command} prints (stdout or stderr), trimmed. The output
   * goes to a file, not a pipe: a child that the probe leaves running would hold a pipe open.
   */
  static String version(List<String> command, Duration timeout) {
    Path output;
    try {
      output = Files.createTempFile("jsonmark-probe-", ".txt");
    } catch (IOException e) {
      return ABSENT;
    }
    try {
      return version(command, timeout, output);
    } finally {
      try {
        Files.deleteIfExists(output);
      } catch (IOException e) {
        output.toFile().deleteOnExit();
      }
    }
  }

  private static String version(List<String> command, Duration timeout, Path output) {
    Process process;
    try {
      ProcessBuilder builder =
          new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
      builder.environment().putAll(DriverGuard.mark());
      process = builder.start();
      process.getOutputStream().close();
    } catch (IOException | RuntimeException notFound) {
      return ABSENT;
    }
    try {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        killTree(process.toHandle());
        return ABSENT;
      }
      if (process.exitValue() != 0) {
        return ABSENT;
      }
      return Files.readString(output, StandardCharsets.UTF_8).lines()
          .map(String::trim)
          .filter(line -> !line.isEmpty())
          .findFirst()
          .orElse(ABSENT);
    } catch (IOException | RuntimeException unreadable) {
      return ABSENT;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      killTree(process.toHandle());
      return ABSENT;
    }
  }
}
