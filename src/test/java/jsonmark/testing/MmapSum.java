package jsonmark.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A C deserializer that maps the data file instead of reading it ({@code mmap-sum.c} beside this
 * class's resources), compiled with gcc by the test that needs it.
 */
public final class MmapSum {

  private MmapSum() {}

  /** The program, built into {@code dir}; empty where gcc is missing or fails. */
  public static Optional<Path> build(Path dir) throws IOException, InterruptedException {
    Path source = dir.resolve("mmap-sum.c");
    try (InputStream in = MmapSum.class.getResourceAsStream("/jsonmark/testing/mmap-sum.c")) {
      Files.copy(in, source);
    }
    Path program = dir.resolve("mmap-sum");
    Process gcc;
    try {
      gcc = new ProcessBuilder("gcc", "-O2", "-o", program.toString(), source.toString())
          .inheritIO().start();
    } catch (IOException noGcc) {
      return Optional.empty();
    }
    return gcc.waitFor() == 0 ? Optional.of(program) : Optional.empty();
  }
}
