package jsonmark.run;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.exec.Checksums;
import jsonmark.exec.Execution;

/** Decides whether an execution passed, and if not says why in one line. */
final class Failures {

  private static final String[] SIGNALS = {
    null, "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE",
    "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM"
  };

  private Failures() {}

  /** Why the execution failed, or empty when it exited 0 with the expected checksum. */
  static Optional<String> of(Execution e, long expected, Optional<Duration> timeout) {
    if (e.startError().isPresent()) {
      return Optional.of("could not start /bin/sh: " + e.startError().get());
    }
    if (e.timedOut()) {
      double seconds = timeout.map(t -> t.toNanos() / 1e9).orElse(e.seconds());
      return Optional.of(
          String.format(Locale.ROOT, "timed out after %s s; its process tree was killed",
              trim(seconds)));
    }
    if (e.exitCode() != 0) {
      return Optional.of(exitText(e.exitCode()));
    }
    Optional<String> token = e.lastLine().flatMap(Checksums::token);
    if (token.isEmpty()) {
      return Optional.of("printed no checksum on stdout (expected " + expected + ")");
    }
    if (!Checksums.matches(token.get(), expected)) {
      return Optional.of(
          "printed checksum '" + abbreviate(token.get()) + "', expected " + expected);
    }
    return Optional.empty();
  }

  /** "exited with status 3", or "was killed by SIGSEGV (exit status 139)". */
  static String exitText(int exitCode) {
    if (exitCode == 127) {
      return "exited with status 127 (command not found?)";
    }
    if (exitCode > 128 && exitCode - 128 < SIGNALS.length) {
      return "was killed by " + SIGNALS[exitCode - 128] + " (exit status " + exitCode + ")";
    }
    return "exited with status " + exitCode;
  }

  /** The last lines of stderr (or stdout when stderr is empty), indented, for an error report. */
  static List<String> evidence(Execution e) {
    List<String> lines = e.stderrTail().isEmpty() ? e.stdoutTail() : e.stderrTail();
    String stream = e.stderrTail().isEmpty() ? "stdout" : "stderr";
    if (lines.isEmpty()) {
      return List.of();
    }
    return java.util.stream.Stream.concat(
            java.util.stream.Stream.of("last lines of its " + stream + ":"),
            lines.stream().map(line -> "  | " + abbreviate(line)))
        .toList();
  }

  private static String abbreviate(String text) {
    return text.length() <= 200 ? text : text.substring(0, 200) + "...";
  }

  private static String trim(double seconds) {
    return seconds == Math.rint(seconds)
        ? String.valueOf((long) seconds)
        : String.format(Locale.ROOT, "%.3f", seconds).replaceAll("0+$", "");
  }
}
