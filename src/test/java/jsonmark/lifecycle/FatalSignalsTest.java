package jsonmark.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The default-fatal signals become an orderly exit with 128 + N. */
class FatalSignalsTest {

  @Test
  void sigusr1ReachesTheExitWith138InsteadOfEndingTheJvmAtOnce() throws Exception {
    CompletableFuture<Integer> exit = new CompletableFuture<>();
    assertThat(FatalSignals.install(exit::complete)).contains("USR1", "ALRM", "XCPU");
    long self = ProcessHandle.current().pid();
    new ProcessBuilder("kill", "-s", "USR1", String.valueOf(self)).start().waitFor();
    assertThat(exit.get(30, TimeUnit.SECONDS)).isEqualTo(138);
  }
}
