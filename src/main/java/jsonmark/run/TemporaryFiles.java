package jsonmark.run;

import java.nio.file.FileAlreadyExistsException;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import jsonmark.lifecycle.Cleanup;

/** Temporary folders of runs without --cache-dir, deleted at the end or on interrupt. */
final class TemporaryFiles {

  private TemporaryFiles() {}

  /**
   * A new folder in {@code parent} named {@code prefix}, the driver's PID and a random part, each
   * of one width whatever their values: the path a command is given then has the same length
   * from one driver to the next, and a program's instruction count, which the length of the
   * strings it handles changes, the same too.
   */
  static Path fixedWidthFolder(Path parent, String prefix) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path folder = parent.resolve(String.format(Locale.ROOT, "%s%010d-%016x", prefix,
          ProcessHandle.current().pid(), ThreadLocalRandom.current().nextLong()));
      try {
        return Files.createDirectory(folder);
      } catch (FileAlreadyExistsException taken) {
        if (attempt == 9) {
          throw taken;
        }
      }
    }
  }

  /** Has {@code cleanup} delete {@code dir} if the driver stops before the registration closes. */
  static Cleanup.Registration deleteOnExit(Cleanup cleanup, Path dir) {
    return cleanup.register("temporary folder " + dir, () -> delete(dir));
  }

  static void delete(Path dir) {
    try {
      Files.walkFileTree(
          dir,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
              // A read-only folder (see ReadOnlyData) must be writable to empty it.
              d.toFile().setWritable(true, true);
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
                throws IOException {
              Files.deleteIfExists(file);
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
              Files.deleteIfExists(d);
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      // Left in the system's temporary folder, which the system cleans.
    }
  }
}
