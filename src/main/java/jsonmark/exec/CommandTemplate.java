package jsonmark.exec;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A deserializer command as the user wrote it, with the {@code $FILENAME} placeholder for the
 * data file's path and {@code $BENCHMARK} for the benchmark's name, in any of the shell's forms
 * ({@code $FILENAME}, {@code "$FILENAME"}, {@code '$FILENAME'}, {@code ${FILENAME}}), or with
 * the exported {@code $JSONMARK_FILENAME} itself; and how it is to be run: directly when it needs
 * no shell and {@code shell} allows, through {@code /bin/sh -c} otherwise.
 */
public record CommandTemplate(String text, ShellMode shell) {

  /** The variable that carries the data file's path into the command's environment. */
  public static final String FILENAME_VARIABLE = "JSONMARK_FILENAME";

  /** The variable that carries the benchmark's name into the command's environment. */
  public static final String BENCHMARK_VARIABLE = "JSONMARK_BENCHMARK";

  private static final Map<String, String> VARIABLES =
      Map.of("FILENAME", FILENAME_VARIABLE, "BENCHMARK", BENCHMARK_VARIABLE);

  /** A use of the exported variable, even in single quotes: a nested shell expands it there. */
  private static final Pattern EXPORTED =
      Pattern.compile("\\$\\{?" + FILENAME_VARIABLE + "(?![A-Za-z0-9_])");

  /** Characters that mean the same to a shell as data and as code: no quoting, no splitting. */
  private static final Pattern PLAIN_PATH = Pattern.compile("[A-Za-z0-9_./+,:=@%-]*");

  /** A command run directly when it can be ({@link ShellMode#AUTO}). */
  public CommandTemplate(String text) {
    this(text, ShellMode.AUTO);
  }

  /**
   * Whether the command uses the data file's path: a placeholder where the shell would expand
   * it, or the exported {@code JSONMARK_FILENAME} anywhere. A command the driver cannot follow
   * counts as having one, so that the message it gets is {@link #problem()}'s, not a missing
   * placeholder's.
   */
  public boolean hasPlaceholder() {
    try {
      return Placeholders.contains(text, "FILENAME") || EXPORTED.matcher(text).find();
    } catch (IllegalArgumentException unfollowable) {
      return true;
    }
  }

  /**
   * Why the driver cannot run this command, in one line, when it cannot: a here-document whose
   * delimiter needs an expansion the driver does not model, so it cannot tell where the
   * placeholders are and what reads them.
   */
  public Optional<String> problem() {
    try {
      Placeholders.contains(text, "FILENAME");
      return Optional.empty();
    } catch (IllegalArgumentException unfollowable) {
      return Optional.of("DESERIALIZER_CMD '" + text.replaceAll("\\p{Cntrl}+", " ") + "': "
          + unfollowable.getMessage());
    }
  }

  /**
   * A one-line warning when {@code $FILENAME} becomes plain text inside a longer single-quoted
   * argument that is no nested shell's script ({@code python3 -c 'open("$FILENAME")'}) and the
   * path holds characters that a program parsing that text as code would split on or run; empty
   * otherwise.
   */
  public Optional<String> pastedPathWarning(Path dataFile) {
    String path = absolute(dataFile).toString();
    if (PLAIN_PATH.matcher(path).matches() || !Placeholders.pastesAsText(text, "FILENAME")) {
      return Optional.empty();
    }
    return Optional.of("$FILENAME is quoted inside a longer argument, where it becomes the path as"
        + " plain text, and the path " + path + " holds characters a program would split or run"
        + " as code if it parses that argument; pass the path as an argument of its own, or use a"
        + " --cache-dir of plain characters");
  }

  /**
   * The command to run: each placeholder becomes a reference to an exported variable, so the
   * path and name reach the program as one argument each and are never parsed as shell code.
   * The path is absolute, so that a command which changes folder first still finds the file.
   */
  public ShellCommand render(Path dataFile, String benchmark) {
    String script = script();
    Map<String, String> environment =
        Map.of(FILENAME_VARIABLE, absolute(dataFile).toString(), BENCHMARK_VARIABLE, benchmark);
    List<String> argv =
        shell == ShellMode.ALWAYS ? List.of() : ShellWords.split(script, environment).words();
    return new ShellCommand(script, environment, argv, Optional.of(absolute(dataFile)));
  }

  /**
   * This command as a hook of {@code run} ({@code --prepare}, {@code --setup}, ...): through
   * {@code /bin/sh -c}, its placeholders rewritten as {@link #render} rewrites a command's, with
   * the variables {@code run} gets (the data file's path and the benchmark's name among them), so
   * that {@code $FILENAME} is the same one argument to a hook as to the command it is around.
   */
  public ShellCommand hook(ShellCommand run) {
    return new ShellCommand(script(), run.environment());
  }

  /** The command for {@code /bin/sh -c}: each placeholder a reference to its variable. */
  private String script() {
    return Placeholders.rewrite(text, VARIABLES);
  }

  /**
   * Why the command needs {@code /bin/sh -c} (the shell syntax it uses, or the builtin it
   * calls), as the end of a sentence; empty when it is a plain word list that can run directly.
   * The decision is the path's and name's to make no difference to: they are quoted references
   * by then.
   *
   * @throws IllegalArgumentException with a one-line message for a here-document the driver
   *     cannot follow
   */
  public Optional<String> shellReason() {
    return ShellWords.split(Placeholders.rewrite(text, VARIABLES),
        Map.of(FILENAME_VARIABLE, "/x", BENCHMARK_VARIABLE, "x")).shellReason();
  }

  /**
   * The program the command starts, to be looked up on PATH before any run: its first word after
   * any {@code NAME=value} assignments. Empty when that cannot be known without a shell: the word
   * is quoted, escaped or expanded, or is a keyword or builtin ({@code cd}, {@code if}), or the
   * command opens with a subshell or a group.
   */
  public Optional<String> program() {
    int i = 0;
    while (true) {
      while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
        i++;
      }
      int start = i;
      while (i < text.length() && " \t\n;&|<>()".indexOf(text.charAt(i)) < 0) {
        i++;
      }
      String word = text.substring(start, i);
      if (word.isEmpty() || !PLAIN_WORD.matcher(word).matches()) {
        return Optional.empty();
      }
      if (!ASSIGNMENT.matcher(word).matches()) {
        return ShellWords.shellsOwn(word) ? Optional.empty() : Optional.of(word);
      }
    }
  }

  /** A word the shell takes as it is: no quote, escape, expansion or glob. */
  private static final Pattern PLAIN_WORD = Pattern.compile("[^'\"\\\\$`*?\\[~{}!#]+");

  /** A variable assignment before the program ({@code LANG=C prog}). */
  private static final Pattern ASSIGNMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*");

  /** Whether it runs directly, without a shell. */
  public boolean runsDirectly() {
    return shell != ShellMode.ALWAYS && shellReason().isEmpty();
  }

  /** One line saying which way it runs and why, after its name. */
  public String howItRuns() {
    if (shell == ShellMode.ALWAYS) {
      return "runs through /bin/sh -c (--shell always)";
    }
    return shellReason().map(why -> "runs through /bin/sh -c: " + why)
        .orElse("runs directly (no shell)");
  }

  private static Path absolute(Path path) {
    return path.toAbsolutePath().normalize();
  }
}
