package jsonmark.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --results-dir DIR}: where every command that writes results puts its dated folder. */
public final class ResultsDirOption {

  /** The results directory when none is given, where the default history store also is. */
  static final String DEFAULT = "results";

  @Option(
      names = "--results-dir",
      paramLabel = "DIR",
      defaultValue = DEFAULT,
      description = "Where result folders go (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  public Path resultsDir() {
    return resultsDir;
  }
}
