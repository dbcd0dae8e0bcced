package jsonmark.run;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.cache.Sha256;
import jsonmark.lifecycle.Cleanup;

/**
 * The data file as the commands get it: a hard link to the verified file (a copy where a link
 * cannot be made), mode 444, alone in a private folder of mode 555 beside it, so that a command
 * cannot truncate, delete or replace it unless it runs as root or changes the modes back. After
 * every run {@link #check()} compares the file's identity with the one it was handed out with;
 * when that changed it reads the file's SHA-256 again, and when the bytes changed it has a good
 * file put back (the cache verifies or writes it again) before any other run may start.
 */
final class ReadOnlyData implements AutoCloseable {

  /** Gives a verified good file again, once a command damaged the one handed out. */
  interface Source {
    Path restore() throws Exception;
  }

  /** Thrown when no good file could be put back: no command may run on a damaged one. */
  static final class Unrestorable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Unrestorable(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** The outcome of one check: nothing changed, only attributes did, or the contents did. */
  sealed interface Check permits Intact, Touched, Damaged {}

  record Intact() implements Check {}

  /** @param what what changed, in words */
  record Touched(String what) implements Check {}

  /** @param what what the command did to it, in words */
  record Damaged(String what) implements Check {}

  private static final String PREFIX = ".jsonmark-readonly-";
  private static final Pattern OWNER = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-.*");

  private final Path folder;
  private final Path path;
  private final String sha256;
  private final Source source;
  private final Cleanup.Registration pending;
  private final int sourceMode;
  private Path linkedFrom;
  private FileIdentity handedOut;

  private ReadOnlyData(Path folder, Path source, String sha256, Source restore, Cleanup cleanup)
      throws IOException {
    this.folder = folder;
    this.path = folder.resolve(source.getFileName().toString());
    this.sha256 = sha256;
    this.source = restore;
    this.sourceMode = FileIdentity.of(source).map(FileIdentity::mode).orElse(0644);
    this.pending = cleanup.register("read-only data folder " + folder, this::undo);
    handOut(source);
  }

  /**
   * Hands out {@code file}, whose SHA-256 is {@code sha256}, read-only in a new private folder
   * beside it; {@code restore} gives a good file again after a command damaged it.
   */
  static ReadOnlyData of(Path file, String sha256, Source restore, Cleanup cleanup)
      throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    sweep(parent);
    Path folder =
        parent.resolve(PREFIX + ProcessHandle.current().pid() + "-"
            + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36));
    Files.createDirectory(folder);
    return new ReadOnlyData(folder, file, sha256, restore, cleanup);
  }

  /** The path every command is given. */
  Path path() {
    return path;
  }

  /** Whether the file handed out is still what it was; puts a good one back if not. */
  Check check() throws InterruptedException {
    Optional<FileIdentity> now;
    try {
      now = FileIdentity.of(path);
    } catch (IOException e) {
      now = Optional.empty();
    }
    if (now.equals(Optional.of(handedOut))) {
      return new Intact();
    }
    List<String> changes = FileIdentity.changes(handedOut, now);
    String what = String.join(", ", changes);
    if (!FileIdentity.replaced(handedOut, now) && now.get().size() == handedOut.size()
        && sameBytes()) {
      try {
        protect();
      } catch (IOException e) {
        throw new Unrestorable("cannot make " + path + " read-only again: " + e.getMessage(), e);
      }
      return new Touched(what);
    }
    Path good;
    try {
      good = source.restore();
      handOut(good);
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception e) {
      throw new Unrestorable("cannot restore the data file after a command " + what + ": "
          + e.getMessage(), e);
    }
    return new Damaged(what);
  }

  private boolean sameBytes() throws InterruptedException {
    try {
      return Sha256.of(path).equals(sha256);
    } catch (IOException e) {
      return false;
    }
  }

  /** Links (or copies) {@code file} into the folder, read-only, and notes what it looks like. */
  private void handOut(Path file) throws IOException {
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
    Files.deleteIfExists(path);
    try {
      Files.createLink(path, file);
    } catch (UnsupportedOperationException | FileSystemException noLink) {
      Files.copy(file, path);
    }
    linkedFrom = file;
    protect();
  }

  private void protect() throws IOException {
    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("r--r--r--"));
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
    handedOut = FileIdentity.of(path).orElseThrow(() -> new IOException(path + " vanished"));
  }

  @Override
  public void close() {
    undo();
    pending.close();
  }

  /** Deletes the folder; the source gets its mode back when the link still points at it. */
  private void undo() {
    try {
      Optional<FileIdentity> origin = FileIdentity.of(linkedFrom);
      Optional<FileIdentity> link = FileIdentity.of(path);
      if (origin.isPresent() && link.isPresent() && origin.get().inode() == link.get().inode()
          && origin.get().device() == link.get().device()) {
        Files.setPosixFilePermissions(linkedFrom, permissions(sourceMode));
      }
    } catch (IOException | RuntimeException e) {
      // The cache file stays read-only: it is still read and replaced as before.
    }
    delete(folder);
  }

  /** The permission bits of a numeric mode such as 0644. */
  static Set<PosixFilePermission> permissions(int mode) {
    Set<PosixFilePermission> set = EnumSet.noneOf(PosixFilePermission.class);
    PosixFilePermission[] bits = PosixFilePermission.values(); // OWNER_READ first, as in 0400
    for (int i = 0; i < bits.length; i++) {
      if ((mode & (0400 >> i)) != 0) {
        set.add(bits[i]);
      }
    }
    return set;
  }

  /** Deletes folders of this kind left by a driver that was killed (its pid no longer runs). */
  private static void sweep(Path parent) {
    try (DirectoryStream<Path> stale = Files.newDirectoryStream(parent, PREFIX + "*")) {
      for (Path folder : stale) {
        Matcher m = OWNER.matcher(folder.getFileName().toString());
        if (m.matches() && ProcessHandle.of(Long.parseLong(m.group(1))).isEmpty()) {
          delete(folder);
        }
      }
    } catch (IOException | RuntimeException e) {
      // A stale folder only holds a link: it costs no space, and the next run tries again.
    }
  }

  private static void delete(Path folder) {
    try {
      Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
    } catch (IOException | RuntimeException e) {
      // Deleting may still work (as root); if not, TemporaryFiles or the next sweep tries again.
    }
    TemporaryFiles.delete(folder);
  }
}
