package jsonmark.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --results-dir DIR}: where every command that writes results puts its dated folder. */
public final class ResultsDirOption {

  @Option(
      names = "--results-dir",
      paramLabel = "DIR",
      defaultValue = "results",
      description = "Where result folders go (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  public Path resultsDir() {
    return resultsDir;
  }
}
