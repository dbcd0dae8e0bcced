package jsonmark.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jsonmark.lifecycle.Cleanup;

/**
 * The temporary folder that holds the suite's files while it runs: deleted when closed, and by a
 * shutdown hook when the driver is stopped before that (Ctrl-C), so no case file is left behind.
 */
final class SuiteFolder implements AutoCloseable {

  private final Path path;
  private final Cleanup cleanup = new Cleanup();
  private final Thread hook;

  private SuiteFolder(Path path) {
    this.path = path;
    cleanup.register("delete " + path, () -> delete(path));
    hook = new Thread(cleanup::close, "jsonmark-conformance-cleanup");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  static SuiteFolder create() throws IOException {
    return new SuiteFolder(Files.createTempDirectory("jsonmark-conformance-"));
  }

  Path path() {
    return path;
  }

  @Override
  public void close() {
    cleanup.close();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // The hook is running or about to: it finds nothing left to do.
    }
  }

  /** The folder is flat: the case files, then the folder itself. */
  private static void delete(Path folder) {
    try {
      List<Path> files;
      try (Stream<Path> listing = Files.list(folder)) {
        files = listing.toList();
      }
      for (Path file : files) {
        Files.deleteIfExists(file);
      }
      Files.deleteIfExists(folder);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // Cleanup moves on; the system cleans its temp folder
    }
  }
}
