package jsonmark.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import jsonmark.history.StoreLocation;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code --history URL} and {@code --no-history}: where a run's results are recorded. */
public final class HistoryOptions {

  @Spec(Spec.Target.MIXEE) CommandSpec spec;

  @Option(
      names = "--history",
      paramLabel = "URL",
      description = "The history store: jdbc:sqlite:FILE or jdbc:postgresql://HOST[:PORT]/DB"
          + " (default: $" + StoreLocation.VARIABLE + ", else " + StoreLocation.FILE_NAME
          + " in the results directory).")
  String history;

  @Option(
      names = "--no-history",
      description = "Record nothing in the history store.")
  boolean noHistory;

  /** The store to record into, empty under --no-history; a usage error for a bad URL. */
  Optional<StoreLocation> location(Map<String, String> env, Path resultsDir) {
    if (noHistory) {
      if (history != null) {
        throw new ParameterException(spec.commandLine(),
            "--history and --no-history contradict each other; give one");
      }
      return Optional.empty();
    }
    return Optional.of(store(env, resultsDir));
  }

  /** The store named, for the history subcommands, which need one. */
  StoreLocation store(Map<String, String> env, Path resultsDir) {
    try {
      return StoreLocation.resolve(Optional.ofNullable(history), env, resultsDir);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
