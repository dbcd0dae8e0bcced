package jsonmark.cli;

import java.util.function.Function;

/**
 * {@code -j/--jobs N} of every command that runs processes side by side (counted runs, conformance
 * cases): its default and its check, in one place. Each command declares the option with its own
 * description of what goes side by side, ending with {@link #DEFAULT}.
 */
final class Jobs {

  /** The option's names. */
  static final String SHORT = "-j";
  static final String LONG = "--jobs";

  /** What the help says of the default, which {@link #orCores} gives. */
  static final String DEFAULT = "(default: the number of cores)";

  private Jobs() {}

  /** {@code given}, or the number of cores when not given; a usage error below 1. */
  static int orCores(Integer given, Function<String, ? extends RuntimeException> usage) {
    if (given == null) {
      return Runtime.getRuntime().availableProcessors();
    }
    if (given < 1) {
      throw usage.apply(LONG + " must be at least 1, not " + given);
    }
    return given;
  }
}
