package jsonmark.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Refuses a SQLite store on a network file system: SQLite's locks rest on POSIX advisory locks
 * and, in WAL mode, on shared memory, which NFS, SMB/CIFS, 9p (WSL's and many VMs' shared
 * folders) and the other remote file systems named here do not give every writer, so writers on
 * two hosts can corrupt the file. A team that shares a history uses PostgreSQL instead.
 */
final class NetworkFileSystems {

  private static final Set<String> REMOTE = Set.of("nfs", "nfs4", "cifs", "smb3", "smbfs", "9p",
      "afs", "ceph", "glusterfs", "lustre", "gpfs", "fuse.sshfs", "fuse.glusterfs",
      "fuse.cephfs", "davfs", "fuse.rclone", "virtiofs");

  private NetworkFileSystems() {}

  /** Why the store in {@code file} is refused, if it is on a network file system. */
  static Optional<String> refusal(Path file) {
    List<String> mounts;
    try {
      mounts = Files.readAllLines(Path.of("/proc/mounts"));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // no /proc: nothing to tell by
    }
    return refusal(file.toAbsolutePath().normalize(), mounts);
  }

  /** The same against the lines of {@code /proc/mounts}. */
  static Optional<String> refusal(Path file, List<String> mounts) {
    String best = "";
    String type = "";
    for (String line : mounts) {
      String[] fields = line.split(" ");
      if (fields.length < 3) {
        continue;
      }
      String point = fields[1].replace("\\040", " ");
      if (file.startsWith(Path.of(point)) && point.length() >= best.length()) {
        best = point;
        type = fields[2];
      }
    }
    if (!REMOTE.contains(type)) {
      return Optional.empty();
    }
    return Optional.of("the history store " + file + " is on a network file system (" + type
        + " at " + best + "), where SQLite's locks do not hold: give --history a local file"
        + " or a jdbc:postgresql:// URL");
  }
}
