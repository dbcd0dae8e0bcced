package jsonmark.instructions;

import java.util.Optional;
import jsonmark.exec.ProgramLookup;

/** Whether Valgrind can be run here, and what to do when it cannot: one line for the user. */
public final class Valgrind {

  private Valgrind() {}

  /**
   * Why instructions cannot be counted with {@code path} (the runs' PATH, may be null), empty
   * when {@code valgrind} is there.
   */
  public static Optional<String> missing(String path) {
    return ProgramLookup.missing(Cachegrind.VALGRIND, path).map(why ->
        "--measure instructions runs every command under Valgrind, which is not installed ("
            + why + "): install it (apt-get install valgrind) or measure time");
  }

  /**
   * Why a run failed whose program met an instruction Valgrind cannot execute ({@code where}, as
   * Valgrind said it), and what to do: Valgrind emulates a CPU without AVX-512, so a program
   * built with {@code -march=native} on a host that has it is killed by SIGILL under Valgrind
   * though it runs natively.
   */
  public static String cannotExecute(String where) {
    return "was killed by SIGILL: Valgrind cannot execute one of its instructions ("
        + where + "): Valgrind emulates no AVX-512, which -march=native gives on a host that has"
        + " it; build the program for a baseline ISA (such as -march=x86-64-v3) to count it, or"
        + " count it on a machine without AVX-512, or measure time only";
  }
}
