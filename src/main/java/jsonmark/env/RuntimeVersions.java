package jsonmark.env;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Asks the language runtimes on PATH for their versions, all at once: each probe runs on its own
 * daemon thread, and one that is missing, fails, or outlasts the timeout reads {@code n/a}.
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

  /** Each runtime's version, in probe order. */
  Map<String, String> await() {
    Map<String, String> versions = new LinkedHashMap<>();
    pending.forEach((name, future) -> versions.put(name, future.join()));
    return versions;
  }

  /** The first non-blank line that {@code command} prints (stdout or stderr), trimmed. */
  static String version(List<String> command, Duration timeout) {
    Process process;
    try {
      process = new ProcessBuilder(command).redirectErrorStream(true).start();
      process.getOutputStream().close();
    } catch (IOException | RuntimeException notFound) {
      return ABSENT;
    }
    try (InputStream output = process.getInputStream()) {
      // Version banners are far below a pipe's capacity, so waiting before reading is safe.
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        return ABSENT;
      }
      String text = new String(output.readAllBytes(), StandardCharsets.UTF_8);
      if (process.exitValue() != 0) {
        return ABSENT;
      }
      return text.lines()
          .map(String::trim)
          .filter(line -> !line.isEmpty())
          .findFirst()
          .orElse(ABSENT);
    } catch (IOException e) {
      return ABSENT;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      return ABSENT;
    }
  }
}
