package jsonmark.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import jsonmark.io.OwnedFolder;
import jsonmark.lifecycle.Cleanup;

/**
 * The temporary folder that holds the suite's files while it runs (a read-only copy per command):
 * deleted when closed, by the driver's {@link Cleanup} when it is stopped before that (Ctrl-C),
 * and, since it is an {@link OwnedFolder}, by a later run when the driver was killed (SIGKILL),
 * so no case file is left.
 */
final class SuiteFolder implements AutoCloseable {

  /** The start of every suite folder's name, followed by the owner's PID and a dash. */
  static final String PREFIX = "jsonmark-conformance-";

  private final OwnedFolder folder;
  private final Cleanup.Registration pending;

  private SuiteFolder(OwnedFolder folder, Cleanup cleanup) {
    this.folder = folder;
    this.pending = cleanup.register("delete " + folder.path(), () -> close(folder));
  }

  /** A new folder in {@code parent}. */
  static SuiteFolder create(Path parent, Cleanup cleanup) throws IOException {
    OwnedFolder folder = OwnedFolder.create(parent, PREFIX);
    try {
      return new SuiteFolder(folder, cleanup);
    } catch (Cleanup.ClosedException interrupted) {
      close(folder);
      throw interrupted;
    }
  }

  /**
   * Removes the suite folders in {@code parent} that drivers killed while checking left behind;
   * returns how many.
   */
  static int sweep(Path parent) {
    return OwnedFolder.sweep(parent, PREFIX);
  }

  Path path() {
    return folder.path();
  }

  @Override
  public void close() {
    pending.close();
    close(folder);
  }

  private static void close(OwnedFolder folder) {
    try {
      folder.close();
    } catch (UncheckedIOException e) {
      // Left in the temporary folder: the next run's sweep removes it.
    }
  }
}
