package jsonmark.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import jsonmark.history.StoreLocation;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** A run's {@code --history URL} and {@code --no-history}: where its results are recorded. */
public final class HistoryOptions {

  @Mixin HistoryStoreOption store;

  @Option(
      names = "--no-history",
      description = "Record nothing in the history store.")
  boolean noHistory;

  /** The store to record into, empty under --no-history; a usage error for a bad URL. */
  Optional<StoreLocation> location(Map<String, String> env, Path resultsDir, CommandSpec spec) {
    if (noHistory) {
      if (store.given()) {
        throw new ParameterException(spec.commandLine(),
            "--history and --no-history contradict each other; give one");
      }
      return Optional.empty();
    }
    return Optional.of(store.store(env, resultsDir, spec));
  }
}
