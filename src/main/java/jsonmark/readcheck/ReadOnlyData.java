package jsonmark.readcheck;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.cache.Sha256;
import jsonmark.lifecycle.Cleanup;
import jsonmark.result.ReadProof;

/**
 * The data file as the commands get it: the driver's own copy of the verified file (see {@link
 * PrivateCopy}; a hard link only where no copy can be written), mode 444, alone in a private
 * folder of mode 555 beside it, so that a command cannot truncate, delete or replace it unless it
 * runs as root or changes the modes back, and never what another driver hands out. After every
 * run {@link #check()} compares the file's identity with the one it was handed out with; when
 * that changed it reads the file's SHA-256 again, and when the bytes changed, or the file or its
 * folder is gone, it says a restore is needed ({@link Damaged}): its caller gets a good file
 * (the cache verifies or writes it again) and hands it to {@link #restore}, which copies it
 * afresh, before any other run may start. It calls nothing back itself.
 */
public final class ReadOnlyData implements AutoCloseable {

  /**
   * Gives a verified good file again, once a command damaged the one handed out: what the caller
   * of {@link #check()} hands to {@link #restore} when the check says a restore is needed.
   */
  public interface Source {
    Path restore() throws Exception;
  }

  /** Thrown when no good file could be put back: no command may run on a damaged one. */
  public static final class Unrestorable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public Unrestorable(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** The outcome of one check: nothing changed, only attributes did, or the contents did. */
  public sealed interface Check permits Intact, Touched, Damaged {}

  record Intact() implements Check {}

  /** @param what what changed, in words */
  public record Touched(String what) implements Check {}

  /**
   * The contents changed, or the file or its folder is gone: a restore is needed ({@link
   * #restore}) before any other run may start.
   *
   * @param what what the command did to it, in words
   */
  public record Damaged(String what) implements Check {}

  private static final String PREFIX = ".jsonmark-readonly-";
  private static final Pattern OWNER = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-.*");

  private final Path folder;
  private TemporaryFiles.Slot slot;
  private final Path path;
  private final String sha256;
  private final Cleanup.Registration pending;
  private final int sourceMode;
  private Path linkedFrom;
  private Optional<String> shared = Optional.empty();
  private FileIdentity handedOut;
  private final boolean watched;
  private Optional<AccessWatch> access = Optional.empty();

  private ReadOnlyData(TemporaryFiles.Slot slot, Path source, String sha256, Cleanup cleanup,
      boolean watched) throws IOException {
    this.watched = watched;
    this.slot = slot;
    this.folder = slot.folder();
    this.path = folder.resolve(source.getFileName().toString());
    this.sha256 = sha256;
    this.sourceMode = FileIdentity.of(source).map(FileIdentity::mode).orElse(0644);
    this.pending = cleanup.register("read-only data folder " + folder, this::undo);
    handOut(source);
  }

  /**
   * Hands out {@code file}, whose SHA-256 is {@code sha256}, read-only in a new private folder
   * beside it.
   */
  public static ReadOnlyData of(Path file, String sha256, Cleanup cleanup) throws IOException {
    return make(file, sha256, cleanup, false);
  }

  /** As {@link #of}, and what happens to the file during each run is watched: see {@link #seen}. */
  public static ReadOnlyData watched(Path file, String sha256, Cleanup cleanup)
      throws IOException {
    return make(file, sha256, cleanup, true);
  }

  private static ReadOnlyData make(Path file, String sha256, Cleanup cleanup, boolean watched)
      throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    sweep(parent);
    // A slot: the same path from one driver to the next (see TemporaryFiles#slotFolder).
    TemporaryFiles.Slot slot = TemporaryFiles.slotFolder(parent, PREFIX);
    return new ReadOnlyData(slot, file, sha256, cleanup, watched);
  }

  /** The path every command is given. */
  public Path path() {
    return path;
  }

  /**
   * Why the file handed out is a hard link to the cache file, shared with every other driver
   * using that cache, rather than a copy of its own; empty when it is a copy.
   */
  public Optional<String> shared() {
    return shared;
  }

  /**
   * What happened to the file since {@link #arm()}: who opened, read or mapped it (see {@link
   * AccessWatch}); all unknown when it is not watched. Call it before the driver reads the file.
   */
  public ReadProof.Access seen() {
    return access.map(AccessWatch::seen).orElse(ReadProof.Access.UNKNOWN);
  }

  /** What {@link #seen()} cannot tell on this system, in words; empty when it tells all. */
  public Optional<String> watchLimits() {
    return access.flatMap(AccessWatch::limits);
  }

  /** Whether {@link #seen()} tells nothing at all on this system though the file is watched. */
  public boolean watchBlind() {
    return access.map(AccessWatch::blind).orElse(false);
  }

  /**
   * Readies the watch for the next run: forgets what happened (the driver's own reads of the
   * file, between runs) and sets the access time back, which the identity then includes.
   */
  public void arm() {
    access.ifPresent(AccessWatch::arm);
    try {
      FileIdentity.of(path).ifPresent(now -> handedOut = now);
    } catch (IOException e) {
      // The next check compares with the identity before: a changed one is looked at closely.
    }
  }

  /**
   * Whether the file handed out is still what it was: {@link Damaged} says that a good one must
   * be put back ({@link #restore}) before the next run; it calls nothing to get one.
   */
  public Check check() throws InterruptedException {
    Optional<FileIdentity> now;
    try {
      now = FileIdentity.of(path);
    } catch (IOException e) {
      now = Optional.empty();
    }
    if (now.equals(Optional.of(handedOut))) {
      return new Intact();
    }
    String what = String.join(", ", FileIdentity.changes(handedOut, now));
    String damage = String.join(", ", FileIdentity.damage(handedOut, now));
    if (now.isEmpty() && !Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
      what = Files.exists(folder, LinkOption.NOFOLLOW_LINKS)
          ? "replaced the folder it was in" : "deleted the folder it was in";
      damage = what;
    }
    if (!FileIdentity.replaced(handedOut, now) && now.get().size() == handedOut.size()
        && sameBytes()) {
      try {
        protect();
      } catch (IOException e) {
        throw new Unrestorable("cannot make " + path + " read-only again: " + e.getMessage(), e);
      }
      return new Touched(what);
    }
    return new Damaged(damage);
  }

  /**
   * Hands out {@code good}, a verified good file, in place of the one a command damaged ({@link
   * Damaged}), read-only again, its folder made again if it was gone.
   */
  public void restore(Path good) throws IOException {
    handOut(good);
  }

  private boolean sameBytes() throws InterruptedException {
    try {
      return Sha256.of(path).equals(sha256);
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Copies {@code file} into the folder, read-only, and notes what it looks like; the folder is
   * made again first when a command deleted it or put something else in its place.
   */
  private void handOut(Path file) throws IOException {
    if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
      if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
        Files.delete(folder); // a file or a link, never followed
      }
      Files.createDirectories(folder.getParent());
      Files.createDirectory(folder);
      if (slot != null) {
        // Its lock file went with it: a new one, held, keeps other drivers out of the slot.
        slot.close();
        slot = TemporaryFiles.relock(folder);
      }
    }
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
    Files.deleteIfExists(path);
    shared = PrivateCopy.make(file, path, sha256).shared();
    linkedFrom = file;
    protect();
    if (watched) {
      access.ifPresent(AccessWatch::close);
      access = Optional.of(AccessWatch.on(path)); // a new inode: a new watch
      arm();
    }
  }

  private void protect() throws IOException {
    Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("r--r--r--"));
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
    handedOut = FileIdentity.of(path).orElseThrow(() -> new IOException(path + " vanished"));
  }

  @Override
  public void close() {
    access.ifPresent(AccessWatch::close);
    undo();
    pending.close();
  }

  /** Deletes the folder; the source gets its mode back when the file is a link to it still. */
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
    slot.close();
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
      // The next run tries again; a stale copy only takes disk space until then.
    }
  }

  private static void delete(Path folder) {
    try {
      // A link in its place (put there by a command, or by anyone in the cache folder) would
      // have its target's mode changed: only the link itself is deleted.
      if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
      }
    } catch (IOException | RuntimeException e) {
      // Deleting may still work (as root); if not, TemporaryFiles or the next sweep tries again.
    }
    TemporaryFiles.delete(folder);
  }
}
