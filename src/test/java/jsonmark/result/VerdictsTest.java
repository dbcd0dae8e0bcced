package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.Execution;
import org.junit.jupiter.api.Test;

class VerdictsTest {

  private static Execution exited(int code, String lastLine, List<String> stderr) {
    return new Execution(
        code, 1.5, Optional.ofNullable(lastLine), List.of(), stderr, false, Optional.empty(),
        List.of(), List.of());
  }

  private static Optional<String> failure(String lastLine, long expected) {
    return Verdicts.of(exited(0, lastLine, List.of()), expected, Optional.empty()).failure();
  }

  @Test
  void passesWithExitZeroAndTheExpectedChecksum() {
    Verdict verdict = Verdicts.of(exited(0, "  -42\t", List.of()), -42, Optional.empty());
    assertThat(verdict.ok()).isTrue();
    assertThat(verdict.checksum()).contains("-42");
    assertThat(verdict.checksumOk()).isTrue();
  }

  @Test
  void reportsAWrongChecksumWithBothValues() {
    assertThat(failure("41", 42)).contains("printed '41' (expected 42)");
  }

  @Test
  void reportsAMissingChecksum() {
    assertThat(failure(null, 42)).contains("printed no checksum on stdout (expected 42)");
  }

  @Test
  void reportsTextInsteadOfANumber() {
    assertThat(failure("done", 42)).contains("printed 'done' (expected 42)");
  }

  @Test
  void failsWhenTheNumberIsFollowedByWords() {
    assertThat(failure("-53992 is wrong", -53992))
        .contains("printed '-53992 is wrong' (expected -53992)");
  }

  @Test
  void failsOnFullWidthDigits() {
    assertThat(failure("-５３９９２", -53992))
        .contains("printed '-\\uff15\\uff13\\uff19\\uff19\\uff12' (expected -53992)");
  }

  @Test
  void showsAnInvisibleCharacterAfterTheNumber() {
    assertThat(failure("-53992\u0000", -53992))
        .contains("printed '-53992\\u0000' (expected -53992)");
  }

  @Test
  void namesTheSignalThatKilledTheCommand() {
    assertThat(Verdicts.of(exited(139, null, List.of()), 42, Optional.empty()).failure())
        .contains("was killed by SIGSEGV (exit status 139)");
  }

  @Test
  void explainsExitStatus127() {
    assertThat(Verdicts.exitText(127)).isEqualTo("exited with status 127 (command not found?)");
  }

  @Test
  void reportsTheTimeoutAsTheUserWroteIt() {
    Execution e =
        new Execution(
            137, 2.0, Optional.empty(), List.of(), List.of(), true, Optional.empty(), List.of(),
            List.of());
    assertThat(Verdicts.of(e, 42, Optional.of(Duration.ofMillis(1500))).failure())
        .contains("timed out after 1.5 s (its process tree was killed)");
    assertThat(Verdicts.of(e, 42, Optional.of(Duration.ofNanos(100_000))).failure())
        .contains("timed out after 0.0001 s (its process tree was killed)");
  }

  @Test
  void aRunThatFinishedByItselfButLaterThanTheTimeoutSaysHowLongItTook() {
    Execution e =
        new Execution(
            0, 0.004, Optional.of("42"), List.of("42"), List.of(), true, Optional.empty(),
            List.of(), List.of());
    assertThat(Verdicts.of(e, 42, Optional.of(Duration.ofMillis(1))).failure())
        .contains("timed out: it took 0.004 s, more than the 0.001 s timeout");
  }

  @Test
  void evidenceShowsTheLastLinesOfStderr() {
    assertThat(Verdicts.evidence(exited(1, null, List.of("Traceback", "ValueError: x"))))
        .containsExactly("last lines of its stderr:", "  | Traceback", "  | ValueError: x");
  }

  @Test
  void ignoreFailurePassesANonZeroExitWithTheRightChecksumOnly() {
    Verdict ignored = Verdicts.of(exited(2, "42", List.of()), 42, Optional.empty(), true);
    assertThat(ignored.failure()).isEmpty();
    assertThat(ignored.checksumOk()).isTrue();
    assertThat(Verdicts.of(exited(2, "42", List.of()), 42, Optional.empty(), false).failure())
        .contains("exited with status 2");
    assertThat(Verdicts.of(exited(2, "41", List.of()), 42, Optional.empty(), true).failure())
        .contains("exited with status 2");
  }

  private static RunResult run(int n, Optional<String> failure) {
    return new RunResult(n, 0.1, 0, Optional.of("7"), failure.isEmpty(), failure,
        Optional.empty(), Optional.empty(), Contention.NONE, List.of());
  }

  @Test
  void aCommandThatFailsOnTheEmptyFileButPassesItsRunsIsSuspect() {
    assertThat(Verdicts.suspicion("fake",
            List.of(run(1, Optional.of("printed checksum '-82929', expected 0"))),
            List.of(run(1, Optional.empty()), run(2, Optional.empty()))))
        .contains("fake failed on an empty data file (printed checksum '-82929', expected 0) yet"
            + " passed every timed run: a deserializer that reads its input prints 0 for an"
            + " empty file, so its passing checksums are suspect (hard-coded?)");
  }

  @Test
  void nothingIsSuspectWhenTheStartupPassedOrARunFailed() {
    assertThat(Verdicts.suspicion("ok", List.of(run(1, Optional.empty())),
        List.of(run(1, Optional.empty())))).isEmpty();
    assertThat(Verdicts.suspicion("bad", List.of(run(1, Optional.of("exited with status 1"))),
        List.of(run(1, Optional.of("exited with status 1"))))).isEmpty();
    assertThat(Verdicts.suspicion("none", List.of(), List.of(run(1, Optional.empty()))))
        .isEmpty();
  }
}
