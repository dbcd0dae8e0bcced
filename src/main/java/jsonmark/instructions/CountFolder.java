package jsonmark.instructions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;
import jsonmark.exec.ShellCommand;

/**
 * The private folder of one counted run: made before the spawn, where every process of the tree
 * writes its cachegrind out file, summed once the tree is gone, then removed with everything in
 * it. One folder per run, so that no count of another run (or of a stray process left over from
 * one) is ever summed.
 */
public final class CountFolder implements AutoCloseable {

  private final Path path;

  private CountFolder(Path path) {
    this.path = path;
  }

  /** A new, empty folder in the system's temporary folder. */
  public static CountFolder create() throws IOException {
    return new CountFolder(Files.createTempDirectory("jsonmark-cachegrind-"));
  }

  /** {@code command} under Valgrind, writing its counts here. */
  public ShellCommand wrap(ShellCommand command) {
    return Cachegrind.wrap(command, path);
  }

  /** What the run's tree executed; empty when no process wrote a count. */
  public Optional<CountFiles.TreeCount> count() {
    return CountFiles.sum(path);
  }

  /**
   * The last non-empty line Valgrind logged in any process of the tree, to show the user why a
   * run has no count; empty when it logged nothing.
   */
  public Optional<String> lastLogLine() {
    try (Stream<Path> files = Files.list(path)) {
      Optional<String> last = Optional.empty();
      for (Path log : files.filter(f -> f.getFileName().toString()
          .startsWith(Cachegrind.LOG_PREFIX)).sorted().toList()) {
        for (String line : Files.readAllLines(log, StandardCharsets.ISO_8859_1)) {
          if (!line.isBlank()) {
            last = Optional.of(line.strip());
          }
        }
      }
      return last;
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Removes the folder and its out files. */
  @Override
  public void close() {
    try (Stream<Path> files = Files.walk(path)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot remove " + path, e);
    }
  }
}
