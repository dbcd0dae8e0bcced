package jsonmark.instructions;

import jsonmark.io.Owners;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jsonmark.exec.ShellCommand;

/**
 * The private folder of one counted run: made before the spawn, where every process of the tree
 * writes its cachegrind out file, summed once the tree is gone, then removed with everything in
 * it. One folder per run, so that no count of another run (or of a stray process left over from
 * one) is ever summed. Its name holds the driver's PID and the driver holds a lock on a file in
 * it while it exists, so that a later driver can remove the folders of one that was killed
 * ({@link #sweep}).
 */
public final class CountFolder implements AutoCloseable {

  /** The start of every count folder's name, followed by the owner's PID and a dash. */
  public static final String PREFIX = "jsonmark-cachegrind-";

  /** The file whose lock the owner holds. */
  static final String OWNER = "owner.lock";

  private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX) + "(\\d{1,18})-.*");

  private final Path path;
  private final FileChannel owner;

  private CountFolder(Path path, FileChannel owner) {
    this.path = path;
    this.owner = owner;
  }

  /** A new, empty folder in the system's temporary folder. */
  public static CountFolder create() throws IOException {
    return create(Path.of(System.getProperty("java.io.tmpdir")));
  }

  /** A new, empty folder in {@code parent}, its lock held until {@link #close}. */
  static CountFolder create(Path parent) throws IOException {
    Path path = Files.createTempDirectory(parent, PREFIX + ProcessHandle.current().pid() + "-");
    FileChannel owner = FileChannel.open(path.resolve(OWNER), StandardOpenOption.CREATE_NEW,
        StandardOpenOption.WRITE);
    try {
      owner.lock();
    } catch (IOException e) {
      owner.close(); // a file system without locks: the PID alone tells a dead owner
    }
    return new CountFolder(path, owner);
  }

  /**
   * Removes the count folders in {@code parent} that a driver killed while counting left behind
   * (SIGKILL runs no clean-up): those whose owner's PID is gone and whose lock no process holds
   * (a live driver holds it, even from another PID namespace sharing the folder). Returns how
   * many it removed; a folder it cannot judge or remove is left.
   */
  public static int sweep(Path parent) {
    int removed = 0;
    try (DirectoryStream<Path> folders = Files.newDirectoryStream(parent, PREFIX + "*")) {
      for (Path folder : folders) {
        Matcher m = NAME.matcher(folder.getFileName().toString());
        if (m.matches() && Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
            && Files.isWritable(folder) && Owners.gone(Long.parseLong(m.group(1)))
            && lockFree(folder.resolve(OWNER))) {
          removed += remove(folder) ? 1 : 0;
        }
      }
    } catch (IOException | RuntimeException e) {
      // Nothing to sweep, or a temporary folder that cannot be listed: the runs do not need it.
    }
    return removed;
  }

  /** {@link #sweep} of the system's temporary folder. */
  public static int sweep() {
    return sweep(Path.of(System.getProperty("java.io.tmpdir")));
  }

  /** Whether its owner's lock is free; a lock that cannot be tried is taken as held. */
  private static boolean lockFree(Path lockFile) {
    try {
      return Owners.lockFree(lockFile);
    } catch (IOException unknown) {
      return false;
    }
  }

  private static boolean remove(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
      return true;
    } catch (IOException | UncheckedIOException e) {
      return false;
    }
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
    try {
      owner.close();
    } catch (IOException e) {
      // The lock goes with the file below, or with the driver.
    }
    try (Stream<Path> files = Files.walk(path)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot remove " + path, e);
    }
  }
}
