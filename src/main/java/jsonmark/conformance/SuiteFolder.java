package jsonmark.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import jsonmark.lifecycle.Cleanup;

/**
 * The temporary folder that holds the suite's files while it runs: deleted when closed, and by
 * the driver's {@link Cleanup} when it is stopped before that (Ctrl-C), so no case file is left.
 */
final class SuiteFolder implements AutoCloseable {

  private final Path path;
  private final Cleanup.Registration pending;

  private SuiteFolder(Path path, Cleanup cleanup) {
    this.path = path;
    this.pending = cleanup.register("delete " + path, () -> delete(path));
  }

  static SuiteFolder create(Cleanup cleanup) throws IOException {
    return new SuiteFolder(Files.createTempDirectory("jsonmark-conformance-"), cleanup);
  }

  Path path() {
    return path;
  }

  @Override
  public void close() {
    pending.close();
    try {
      delete(path);
    } catch (UncheckedIOException e) {
      // Left in the system's temporary folder, which the system cleans.
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
