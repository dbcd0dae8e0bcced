package jsonmark.cli;

import picocli.CommandLine.Option;

/** {@code -h, --help}, the same on every command. */
public final class HelpOption {

  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help message and exit.")
  boolean help;
}
