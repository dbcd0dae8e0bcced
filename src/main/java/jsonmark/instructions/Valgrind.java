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
}
