package jsonmark.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import jsonmark.history.StoreLocation;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code --history URL}: the history store a run records into and the history reads. */
public final class HistoryStoreOption {

  @Option(
      names = "--history",
      paramLabel = "URL",
      description = "The history store: jdbc:sqlite:FILE or jdbc:postgresql://HOST[:PORT]/DB"
          + " (default: $" + StoreLocation.VARIABLE + ", else " + StoreLocation.FILE_NAME
          + " in the results directory).")
  String history;

  /** The store named, else the default one; a usage error of {@code spec} for a bad URL. */
  StoreLocation store(Map<String, String> env, Path resultsDir, CommandSpec spec) {
    try {
      return StoreLocation.resolve(Optional.ofNullable(history), env, resultsDir);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  boolean given() {
    return history != null;
  }
}
