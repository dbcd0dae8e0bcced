package jsonmark.cli;

import java.util.Map;
import jsonmark.log.Log;
import picocli.CommandLine.Option;

/**
 * How much the benchmark run prints on the terminal, and how, as hyperfine's options say it:
 * {@code -q/--quiet}, {@code --style} (with {@code NO_COLOR}) and {@code --show-output}.
 */
public final class OutputOptions {

  /** hyperfine's output styles: which of colour and the live progress line are on. */
  enum Style {
    AUTO, BASIC, FULL, NOCOLOR, COLOR, NONE;

    boolean live() {
      return this == FULL || this == NOCOLOR;
    }

    boolean colour() {
      return this == FULL || this == COLOR;
    }
  }

  @Option(
      names = {"-q", "--quiet"},
      description = "Print only the results table and where the results went (and errors): no"
          + " progress, no log, no warnings, no output of the commands (the files keep them).")
  boolean quiet;

  @Option(
      names = "--style",
      paramLabel = "TYPE",
      defaultValue = "auto",
      converter = Choices.Styles.class,
      completionCandidates = Candidates.Styles.class,
      description = "As hyperfine: auto (full on a terminal, basic when piped), basic (no colour,"
          + " no live progress line), full (colour and the live line, even when piped), nocolor"
          + " (the live line without colour), color (colour without the live line), none (no"
          + " output but errors: no log, no table; exports to - still written). NO_COLOR turns"
          + " colour off unless full or color is asked for (default: ${DEFAULT-VALUE}).")
  Style style;

  @Option(
      names = "--show-output",
      description = "As hyperfine: show what the commands print on standard output too (on"
          + " standard error, which their own standard error goes to anyway); it is still read"
          + " for the checksum.")
  boolean showOutput;

  /** The style auto stands for: full on a terminal, basic when piped. */
  Style effective(boolean terminal) {
    return style == Style.AUTO ? (terminal ? Style.FULL : Style.BASIC) : style;
  }

  /**
   * The run's log: {@code log} with the live line and colour of the style (colour off under a
   * non-empty {@code NO_COLOR} unless the style was asked for by name), quiet when asked.
   *
   * @param terminal whether standard error is a terminal
   */
  Log log(Log log, boolean terminal, Map<String, String> env) {
    Style s = effective(terminal);
    boolean noColor = !env.getOrDefault("NO_COLOR", "").isEmpty();
    boolean colour = s.colour() && !(style == Style.AUTO && noColor);
    Log.Quiet silence = s == Style.NONE ? Log.Quiet.NONE
        : quiet ? Log.Quiet.QUIET : Log.Quiet.NO;
    return log.styled(s.live() && !quiet, colour, silence, showOutput);
  }

  /** Whether the results table is printed: not under --style none. */
  boolean tables() {
    return style != Style.NONE;
  }

  /** Whether the data generation's progress bar may be drawn on the terminal. */
  boolean bars(boolean terminal) {
    return effective(terminal).live() && !quiet;
  }
}
