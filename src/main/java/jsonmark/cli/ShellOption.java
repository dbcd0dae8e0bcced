package jsonmark.cli;

import java.util.Locale;
import jsonmark.exec.ShellMode;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code --shell MODE} and {@code -N}: whether each DESERIALIZER_CMD runs through {@code /bin/sh
 * -c}, for every command that runs deserializers. The names are hyperfine's: {@code -N} is
 * {@code --shell=none}.
 */
public final class ShellOption {

  @Option(
      names = {"-S", "--shell"},
      paramLabel = "MODE",
      converter = ModeConverter.class,
      completionCandidates = Candidates.Shells.class,
      description =
          "auto: run a command that uses no shell syntax directly, without /bin/sh; always: run"
              + " every command by /bin/sh -c; none (hyperfine's): never a shell: the command is"
              + " split into words as /bin/sh would split it (quotes and backslashes respected) and"
              + " run directly, $FILENAME one word of its own; a command that needs a shell is"
              + " refused (default: auto).")
  ShellMode mode;

  @Option(names = "-N", description = "The same as --shell=none.")
  boolean none;

  /**
   * The mode given, {@link ShellMode#AUTO} by default.
   *
   * @throws IllegalArgumentException when {@code -N} and another {@code --shell} are both given
   */
  public ShellMode mode() {
    if (none && mode != null && mode != ShellMode.NONE) {
      throw new IllegalArgumentException("-N means --shell=none, but --shell "
          + mode.name().toLowerCase(Locale.ROOT) + " was given too; give one of them");
    }
    return none ? ShellMode.NONE : mode == null ? ShellMode.AUTO : mode;
  }

  /** auto, always or none, in any case. */
  public static final class ModeConverter implements ITypeConverter<ShellMode> {
    @Override
    public ShellMode convert(String value) {
      for (ShellMode m : ShellMode.values()) {
        if (m.name().equalsIgnoreCase(value.strip())) {
          return m;
        }
      }
      throw new TypeConversionException("must be auto, always or none, not '" + value + "'");
    }
  }
}
