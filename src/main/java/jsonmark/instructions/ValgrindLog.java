package jsonmark.instructions;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a Valgrind log file says of the run that matters to the user, read before the run's
 * folder is removed: here, the instruction it could not execute, which killed the program with
 * SIGILL.
 */
public final class ValgrindLog {

  /** The {@code ==pid==} or {@code --pid--} prefix of every line Valgrind writes. */
  private static final Pattern PREFIX = Pattern.compile("^(==|--)\\d+(==|--)\\s*");

  private ValgrindLog() {}

  /**
   * Where the program met an instruction Valgrind could not execute, as Valgrind says it
   * ({@code Illegal opcode at address 0x10912D, at 0x10912D: main (in /tmp/prog)}); empty when
   * no process of the log was killed by SIGILL.
   */
  public static Optional<String> illegalInstruction(List<String> lines) {
    for (int i = 0; i < lines.size(); i++) {
      String line = PREFIX.matcher(lines.get(i)).replaceFirst("").strip();
      if (line.startsWith("Illegal opcode at address")) {
        String where = i + 1 < lines.size()
            ? PREFIX.matcher(lines.get(i + 1)).replaceFirst("").strip() : "";
        return Optional.of(where.startsWith("at ") ? line + ", " + where : line);
      }
    }
    return Optional.empty();
  }
}
