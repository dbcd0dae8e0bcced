package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.Execution;
import org.junit.jupiter.api.Test;

class FailuresTest {

  private static Execution exited(int code, String lastLine, List<String> stderr) {
    return new Execution(
        code, 1.5, Optional.ofNullable(lastLine), List.of(), stderr, false, Optional.empty(),
        false, Optional.empty());
  }

  @Test
  void passesWithExitZeroAndTheExpectedChecksum() {
    assertThat(Failures.of(exited(0, "-42", List.of()), -42, Optional.empty())).isEmpty();
  }

  @Test
  void reportsAWrongChecksumWithBothValues() {
    assertThat(Failures.of(exited(0, "41", List.of()), 42, Optional.empty()))
        .contains("printed checksum '41', expected 42");
  }

  @Test
  void reportsAMissingChecksum() {
    assertThat(Failures.of(exited(0, null, List.of()), 42, Optional.empty()))
        .contains("printed no checksum on stdout (expected 42)");
  }

  @Test
  void reportsTextInsteadOfANumber() {
    assertThat(Failures.of(exited(0, "done", List.of()), 42, Optional.empty()))
        .contains("printed checksum 'done', expected 42");
  }

  @Test
  void namesTheSignalThatKilledTheCommand() {
    assertThat(Failures.of(exited(139, null, List.of()), 42, Optional.empty()))
        .contains("was killed by SIGSEGV (exit status 139)");
  }

  @Test
  void explainsExitStatus127() {
    assertThat(Failures.exitText(127)).isEqualTo("exited with status 127 (command not found?)");
  }

  @Test
  void reportsTheTimeout() {
    Execution e =
        new Execution(
            137, 2.0, Optional.empty(), List.of(), List.of(), true, Optional.empty(), false,
            Optional.empty());
    assertThat(Failures.of(e, 42, Optional.of(Duration.ofMillis(1500))))
        .contains("timed out after 1.5 s; its process tree was killed");
  }

  @Test
  void evidenceShowsTheLastLinesOfStderr() {
    assertThat(Failures.evidence(exited(1, null, List.of("Traceback", "ValueError: x"))))
        .containsExactly("last lines of its stderr:", "  | Traceback", "  | ValueError: x");
  }
}
