package jsonmark.instructions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import jsonmark.exec.ShellCommand;
import jsonmark.io.OwnedFolder;

/**
 * The private folder of one counted run: made before the spawn, where every process of the tree
 * writes its cachegrind out file, summed once the tree is gone, then removed with everything in
 * it. One folder per run, so that no count of another run (or of a stray process left over from
 * one) is ever summed. An {@link OwnedFolder}, so that a later driver removes the folders of one
 * that was killed ({@link #sweep}).
 */
public final class CountFolder implements AutoCloseable {

  /** The start of every count folder's name, followed by the owner's PID and a dash. */
  public static final String PREFIX = "jsonmark-cachegrind-";

  /** The file whose lock the owner holds. */
  static final String OWNER = OwnedFolder.LOCK;

  private final OwnedFolder folder;
  private final Path path;

  private CountFolder(OwnedFolder folder) {
    this.folder = folder;
    this.path = folder.path();
  }

  /** A new, empty folder in the system's temporary folder. */
  public static CountFolder create() throws IOException {
    return create(Path.of(System.getProperty("java.io.tmpdir")));
  }

  /** A new, empty folder in {@code parent}, its lock held until {@link #close}. */
  static CountFolder create(Path parent) throws IOException {
    return new CountFolder(OwnedFolder.create(parent, PREFIX));
  }

  /**
   * Removes the count folders in {@code parent} that a driver killed while counting left behind
   * ({@link OwnedFolder#sweep}); returns how many.
   */
  public static int sweep(Path parent) {
    return OwnedFolder.sweep(parent, PREFIX);
  }

  /** {@link #sweep} of the system's temporary folder. */
  public static int sweep() {
    return sweep(Path.of(System.getProperty("java.io.tmpdir")));
  }

  /** {@code command} under Valgrind, writing its counts here. */
  public ShellCommand wrap(ShellCommand command) {
    return Cachegrind.wrap(command, path);
  }

  /** A file of the run's own in the folder, removed with it; never summed as a count. */
  public Path file(String name) {
    if (name.startsWith(CountFiles.PREFIX) || name.startsWith(Cachegrind.LOG_PREFIX)
        || name.equals(OWNER)) {
      throw new IllegalArgumentException(name + " is a name the folder uses for itself");
    }
    return path.resolve(name);
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

  /**
   * Where a process of the tree met an instruction Valgrind could not execute (see {@link
   * ValgrindLog#illegalInstruction}); empty when none did.
   */
  public Optional<String> illegalInstruction() {
    try (Stream<Path> files = Files.list(path)) {
      for (Path log : files.filter(f -> f.getFileName().toString()
          .startsWith(Cachegrind.LOG_PREFIX)).sorted().toList()) {
        Optional<String> found = ValgrindLog.illegalInstruction(
            Files.readAllLines(log, StandardCharsets.ISO_8859_1));
        if (found.isPresent()) {
          return found;
        }
      }
      return Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Removes the folder and its out files. */
  @Override
  public void close() {
    folder.close();
  }
}
