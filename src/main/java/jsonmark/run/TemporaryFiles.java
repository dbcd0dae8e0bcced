package jsonmark.run;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Temporary folders of runs without --cache-dir, deleted at the end or on interrupt. */
final class TemporaryFiles {

  private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

  private TemporaryFiles() {}

  static void deleteOnExit(Path dir) {
    PENDING.add(dir);
  }

  static void deleteAll() {
    List.copyOf(PENDING).forEach(TemporaryFiles::delete);
  }

  static void delete(Path dir) {
    PENDING.remove(dir);
    try {
      Files.walkFileTree(
          dir,
          new SimpleFileVisitor<>() {
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
