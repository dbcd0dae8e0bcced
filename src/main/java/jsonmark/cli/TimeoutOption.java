package jsonmark.cli;

import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --timeout SECONDS}: how long one run of a command may take before its whole process tree
 * is killed. A command with a default of its own says so in its description.
 */
public final class TimeoutOption {

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      converter = SecondsConverter.class,
      description = "Kill a run (its whole process tree) after this many seconds; it fails.")
  Duration timeout;

  /** The timeout given, if any. */
  public Optional<Duration> timeout() {
    return Optional.ofNullable(timeout);
  }
}
