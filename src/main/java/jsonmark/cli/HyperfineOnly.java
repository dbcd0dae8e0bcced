package jsonmark.cli;

import java.util.Map;
import java.util.Optional;

/**
 * hyperfine's options that jsonmark does not have, each with what to use instead, so that a
 * hyperfine user's command line gets an answer rather than a bare "Unknown option".
 */
final class HyperfineOnly {

  private static final Map<String, String> INSTEAD = Map.of(
      "--output", "jsonmark keeps each command's output in the run's log file; use --show-output"
          + " to see it",
      "--input", "each command's standard input is empty; to read the data file there, write"
          + " < $FILENAME in the command (and --data FILE for a file of your own)",
      "--export-orgmode", "use --export-markdown or --export-asciidoc",
      "--show-elapsed", "the live progress line shows the time elapsed (--style full)",
      "-E", "the live progress line shows the time elapsed (--style full)",
      "--min-benchmarking-time", "use -m/--min-runs, or --precision with --max-time",
      "--debug-mode", "try a command on small data instead: --records 1000",
      "--command-name", "use -n/--name NAME, as hyperfine's -n");

  private HyperfineOnly() {}

  /** The message for {@code option} when it is one of hyperfine's that jsonmark lacks. */
  static Optional<String> message(String option) {
    String instead = INSTEAD.get(option);
    if (instead == null) {
      return Optional.empty();
    }
    String full = option.equals("-E") ? "-E/--show-elapsed" : option;
    return Optional.of(full + " is hyperfine's option, which jsonmark does not have: " + instead);
  }
}
