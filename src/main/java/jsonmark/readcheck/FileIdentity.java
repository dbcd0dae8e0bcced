package jsonmark.readcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What identifies a file's contents without reading them: device, inode, size, modification and
 * change times, and mode. Every write, truncation, rename over, chmod or new link changes the
 * change time, which no program can set back; so an unchanged identity means unchanged bytes.
 *
 * @param regular whether it is a regular file (not a link, folder or device)
 */
public record FileIdentity(
    long device, long inode, long size, FileTime modified, FileTime changed, int mode,
    boolean regular) {

  /** What {@link #changes} says when only the change time moved. */
  public static final String LINKS_ONLY = "changed its attributes or links";

  /** What {@link #damage} says when the size stayed and the SHA-256 did not. */
  static final String CONTENTS = "changed its contents (same size, another SHA-256)";

  /** The identity of {@code path} itself (a symbolic link is not followed); empty when absent. */
  static Optional<FileIdentity> of(Path path) throws IOException {
    Map<String, Object> a;
    try {
      a = Files.readAttributes(path, "unix:dev,ino,size,lastModifiedTime,ctime,mode,isRegularFile",
          LinkOption.NOFOLLOW_LINKS);
    } catch (java.nio.file.NoSuchFileException gone) {
      return Optional.empty();
    }
    return Optional.of(
        new FileIdentity((Long) a.get("dev"), (Long) a.get("ino"), (Long) a.get("size"),
            (FileTime) a.get("lastModifiedTime"), (FileTime) a.get("ctime"),
            (Integer) a.get("mode") & 07777, (Boolean) a.get("isRegularFile")));
  }

  /** Whether {@code now} is another file at the same path, or no file at all. */
  static boolean replaced(FileIdentity before, Optional<FileIdentity> now) {
    return now.isEmpty() || !now.get().regular() || now.get().device() != before.device()
        || now.get().inode() != before.inode();
  }

  /**
   * What changed between {@code before} and {@code now}, in words for a message ("deleted",
   * "size 300 → 0 bytes", "mode 444 → 644"); empty when nothing did.
   */
  static List<String> changes(FileIdentity before, Optional<FileIdentity> now) {
    List<String> changes = new ArrayList<>();
    if (now.isEmpty()) {
      return List.of("deleted it");
    }
    FileIdentity after = now.get();
    if (!after.regular()) {
      return List.of("replaced it with something that is not a regular file");
    }
    if (after.device() != before.device() || after.inode() != before.inode()) {
      changes.add("replaced it with another file");
    }
    if (after.size() != before.size()) {
      changes.add(String.format(java.util.Locale.ROOT, "changed its size from %,d to %,d bytes",
          before.size(), after.size()));
    }
    if (!after.modified().equals(before.modified())) {
      changes.add("changed its modification time");
    }
    if (after.mode() != before.mode()) {
      changes.add(mode(before, after));
    }
    if (changes.isEmpty() && !after.changed().equals(before.changed())) {
      changes.add(LINKS_ONLY);
    }
    return changes;
  }

  /**
   * What a command did to a file whose bytes were found changed (its SHA-256 read again): as
   * {@link #changes}, but bytes changed in place are named as such, not by the times that moved
   * with them (or were set back).
   */
  static List<String> damage(FileIdentity before, Optional<FileIdentity> now) {
    if (replaced(before, now) || now.get().size() != before.size()) {
      return changes(before, now);
    }
    List<String> damage = new ArrayList<>(List.of(CONTENTS));
    if (now.get().mode() != before.mode()) {
      damage.add(mode(before, now.get()));
    }
    return damage;
  }

  private static String mode(FileIdentity before, FileIdentity after) {
    return String.format(java.util.Locale.ROOT, "changed its mode from %o to %o", before.mode(),
        after.mode());
  }
}
