package jsonmark.instructions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The instruction Valgrind could not execute, read from its log as Valgrind 3.19 writes it. */
class ValgrindLogTest {

  @Test
  void findsTheIllegalOpcodeAndWhereItWasAmongValgrindsQuietLines() {
    List<String> log = List.of(
        "--18457-- warning: L3 cache found, using its data for the LL simulation.",
        "==18457== ",
        "==18457== Process terminating with default action of signal 4 (SIGILL)",
        "==18457==  Illegal opcode at address 0x10912D",
        "==18457==    at 0x10912D: main (in /tmp/cx/ill/avx)");
    assertThat(ValgrindLog.illegalInstruction(log)).contains(
        "Illegal opcode at address 0x10912D, at 0x10912D: main (in /tmp/cx/ill/avx)");
  }

  @Test
  void aLogWithoutSigillHasNoIllegalInstruction() {
    assertThat(ValgrindLog.illegalInstruction(List.of(
        "--1-- warning: L3 cache found, using its data for the LL simulation.",
        "==1== Process terminating with default action of signal 11 (SIGSEGV)"))).isEmpty();
  }

  @Test
  void theFailureNamesTheInstructionAndSaysWhatToDo() {
    assertThat(Valgrind.cannotExecute("Illegal opcode at address 0x1"))
        .startsWith("was killed by SIGILL: Valgrind cannot execute one of its instructions"
            + " (Illegal opcode at address 0x1)")
        .contains("AVX-512", "-march=x86-64-v3", "measure time");
  }
}
