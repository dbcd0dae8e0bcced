package jsonmark.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.FileVisitResult;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import jsonmark.lifecycle.Cleanup;

/**
 * The temporary folder that holds the suite's files while it runs (a copy per command): deleted
 * when closed, and by the driver's {@link Cleanup} when it is stopped before that (Ctrl-C), so
 * no case file is left.
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

  /** The folder holds a read-only subfolder of case files per command. */
  private static void delete(Path folder) {
    try {
      Files.walkFileTree(folder, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
          dir.toFile().setWritable(true, true);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          Files.deleteIfExists(file);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
          Files.deleteIfExists(dir);
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      throw new UncheckedIOException(e); // Cleanup moves on; the system cleans its temp folder
    }
  }
}
