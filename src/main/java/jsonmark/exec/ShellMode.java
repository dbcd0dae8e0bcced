package jsonmark.exec;

/**
 * Whether a command runs through {@code /bin/sh -c} ({@code --shell MODE}); the names are
 * hyperfine's where it has them ({@code --shell=none}, {@code -N}).
 */
public enum ShellMode {
  /** Directly when the command is a plain word list, through the shell otherwise (the default). */
  AUTO,
  /** Always through {@code /bin/sh -c}, as before the choice existed. */
  ALWAYS,
  /** Never through a shell: a command that needs one is a usage error. */
  NONE
}
