package jsonmark.result;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jsonmark.exec.Execution;
import jsonmark.exec.Seconds;

/** Decides once whether an execution passed, and if not says why in one line. */
public final class Verdicts {

  /** How the failure of a run that hit --timeout begins. */
  public static final String TIMED_OUT = "timed out";

  private static final String[] SIGNALS = {
    null, "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE",
    "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM"
  };

  private Verdicts() {}

  /** The verdict on {@code e}: it passes when it exited 0 and printed {@code expected}. */
  public static Verdict of(Execution e, long expected, Optional<Duration> timeout) {
    Optional<String> checksum = e.lastLine().flatMap(Checksums::token);
    boolean checksumOk = checksum.map(t -> Checksums.matches(t, expected)).orElse(false);
    return new Verdict(checksum, checksumOk, failure(e, checksum, checksumOk, expected, timeout),
        e.libraries());
  }

  /**
   * The same, with hyperfine's --ignore-failure when {@code ignoreExit}: a run that exited
   * non-zero (by itself, not killed by the timeout) but printed {@code expected} passes.
   */
  public static Verdict of(Execution e, long expected, Optional<Duration> timeout,
      boolean ignoreExit) {
    Verdict verdict = of(e, expected, timeout);
    if (ignoreExit && verdict.checksumOk() && e.exitCode() != 0 && !e.timedOut()
        && e.startError().isEmpty()) {
      return new Verdict(verdict.checksum(), true, Optional.empty(), verdict.libraries());
    }
    return verdict;
  }

  private static Optional<String> failure(
      Execution e, Optional<String> checksum, boolean checksumOk, long expected,
      Optional<Duration> timeout) {
    if (e.startError().isPresent()) {
      return Optional.of("could not start: " + e.startError().get());
    }
    if (e.timedOut()) {
      double seconds = timeout.map(t -> t.toNanos() / 1e9).orElse(e.seconds());
      if (e.exitCode() == 0) {
        // It finished by itself, before the watchdog could act, but later than allowed.
        return Optional.of(
            String.format(Locale.ROOT, TIMED_OUT + ": it took %s s, more than the %s s timeout",
                Seconds.text(e.seconds()), Seconds.text(seconds)));
      }
      return Optional.of(
          String.format(Locale.ROOT, TIMED_OUT + " after %s s (its process tree was killed)",
              Seconds.text(seconds)));
    }
    if (e.exitCode() != 0) {
      return Optional.of(exitText(e.exitCode()));
    }
    if (checksum.isEmpty()) {
      return Optional.of("printed no checksum on stdout (expected " + expected + ")");
    }
    if (!checksumOk) {
      return Optional.of(
          "printed '" + abbreviate(Checksums.visible(checksum.get())) + "' (expected "
              + expected + ")");
    }
    return Optional.empty();
  }

  /** "exited with status 3", or "was killed by SIGSEGV (exit status 139)". */
  public static String exitText(int exitCode) {
    if (exitCode == 127) {
      return "exited with status 127 (command not found?)";
    }
    if (exitCode > 128 && exitCode - 128 < SIGNALS.length) {
      return "was killed by " + SIGNALS[exitCode - 128] + " (exit status " + exitCode + ")";
    }
    return "exited with status " + exitCode;
  }

  /** The last lines of stderr (or stdout when stderr is empty), indented, for an error report. */
  public static List<String> evidence(Execution e) {
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

  /**
   * The warning for a command that failed on the empty file but passed every timed run: a
   * program that reads its input prints 0 for an empty one, so one that does not may print a
   * checksum it never computed.
   */
  public static Optional<String> suspicion(String name, List<RunResult> startup,
      List<RunResult> runs) {
    Optional<RunResult> failed = startup.stream().filter(r -> !r.ok()).findFirst();
    if (failed.isEmpty() || runs.isEmpty() || !runs.stream().allMatch(RunResult::ok)) {
      return Optional.empty();
    }
    return Optional.of(name + " failed on an empty data file (" + failed.get().failure().get()
        + ") yet passed every timed run: a deserializer that reads its input prints 0 for an"
        + " empty file, so its passing checksums are suspect (hard-coded?)");
  }

  private static String abbreviate(String text) {
    return text.length() <= 200 ? text : text.substring(0, 200) + "...";
  }
}
