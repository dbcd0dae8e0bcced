package jsonmark.exec;

import java.nio.file.Path;
import java.util.Map;

/**
 * A deserializer command as the user wrote it, with the {@code $FILENAME} placeholder for the
 * data file's path and {@code $BENCHMARK} for the benchmark's name, in any of the shell's forms
 * ({@code $FILENAME}, {@code "$FILENAME"}, {@code '$FILENAME'}, {@code ${FILENAME}}).
 */
public record CommandTemplate(String text) {

  public static final String PLACEHOLDER = "$FILENAME";

  /** The variable that carries the data file's path into the command's environment. */
  public static final String FILENAME_VARIABLE = "JSONMARK_FILENAME";

  /** The variable that carries the benchmark's name into the command's environment. */
  public static final String BENCHMARK_VARIABLE = "JSONMARK_BENCHMARK";

  private static final Map<String, String> VARIABLES =
      Map.of("FILENAME", FILENAME_VARIABLE, "BENCHMARK", BENCHMARK_VARIABLE);

  /** Whether the command uses the data file's path where the shell would expand it. */
  public boolean hasPlaceholder() {
    return Placeholders.contains(text, "FILENAME");
  }

  /**
   * The command to run: each placeholder becomes a reference to an exported variable, so the
   * path and name reach the program as one argument each and are never parsed as shell code.
   */
  public ShellCommand render(Path dataFile, String benchmark) {
    return new ShellCommand(
        Placeholders.rewrite(text, VARIABLES),
        Map.of(FILENAME_VARIABLE, dataFile.toString(), BENCHMARK_VARIABLE, benchmark));
  }
}
