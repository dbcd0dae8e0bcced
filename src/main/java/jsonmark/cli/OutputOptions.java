package jsonmark.cli;

import jsonmark.log.Log;
import picocli.CommandLine.Option;

/** How much the benchmark run prints on the terminal, and how: {@code -q/--quiet}. */
public final class OutputOptions {

  @Option(
      names = {"-q", "--quiet"},
      description = "Print only the results table and where the results went (and errors): no"
          + " progress, no log, no warnings (the files keep them).")
  boolean quiet;

  /** The run's log: {@code log} with the live line when on a terminal, quiet when asked. */
  Log log(Log log) {
    return log.styled(!quiet, false, quiet);
  }
}
