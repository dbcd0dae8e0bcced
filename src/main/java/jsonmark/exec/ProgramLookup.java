package jsonmark.exec;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Says, before a direct run, that its program does not exist, as {@code sh} would ("not found"),
 * so that the user reads the reason rather than the exec failure of whatever started it. It looks
 * the way {@code execvp} does: a name with a slash is a path; one without is searched in each
 * folder of {@code PATH} (an empty entry is the current folder). Only absence is judged here: a
 * file that exists but cannot be executed is left to the exec, which reports it itself.
 */
public final class ProgramLookup {

  /** glibc's search path when {@code PATH} is unset. */
  private static final String DEFAULT_PATH = "/bin:/usr/bin";

  private ProgramLookup() {}

  /** Why {@code program} cannot be found with {@code path} (the child's PATH, may be null). */
  public static Optional<String> missing(String program, String path) {
    try {
      if (program.contains("/")) {
        return Files.exists(Path.of(program))
            ? Optional.empty()
            : Optional.of(program + ": not found (no such file)");
      }
      for (String folder : (path == null ? DEFAULT_PATH : path).split(":", -1)) {
        if (Files.isRegularFile(Path.of(folder.isEmpty() ? "." : folder, program))) {
          return Optional.empty();
        }
      }
    } catch (InvalidPathException e) {
      return Optional.empty(); // not ours to judge: the exec says what is wrong with it
    }
    return Optional.of(program + ": not found on PATH");
  }
}
