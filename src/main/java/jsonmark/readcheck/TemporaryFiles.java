package jsonmark.readcheck;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import jsonmark.io.OwnedFolder;
import jsonmark.io.Owners;
import jsonmark.lifecycle.Cleanup;

/** Temporary folders of runs without --cache-dir, deleted at the end or on interrupt. */
public final class TemporaryFiles {

  private TemporaryFiles() {}

  /** The file in a slot folder whose lock its owner holds while the folder is in use. */
  static final String SLOT_LOCK = ".owner.lock";

  /** How long a slot folder without its lock file may be one still being made. */
  static final Duration SLOT_BIRTH = Duration.ofMinutes(10);

  /**
   * A folder of the driver's own in {@code parent}, held while {@link Slot#lock} is open: the
   * first of {@code prefix0}, {@code prefix1}, ... that no live driver holds. The paths a command
   * is given are then the same from one driver to the next (another driver at the same time
   * gets the next slot), and so is the instruction count of a program that hashes them (Python
   * does: a random folder name moved its counts by up to 200 instructions). A slot left by a
   * killed driver, whose lock no one holds, is emptied and taken.
   */
  static Slot slotFolder(Path parent, String prefix) throws IOException {
    for (int n = 0; n < 10_000; n++) {
      Path folder = parent.resolve(prefix + n);
      if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
        if (!abandoned(folder)) {
          continue;
        }
        folder.toFile().setWritable(true, true);
        delete(folder);
      }
      try {
        Files.createDirectory(folder);
      } catch (FileAlreadyExistsException taken) {
        continue; // another driver took it first
      }
      return relock(folder);
    }
    throw new IOException("no free folder named " + prefix + "N in " + parent);
  }

  /** Holds {@code folder}, a slot folder of the driver's, by a new lock file in it. */
  static Slot relock(Path folder) throws IOException {
    FileChannel lock = FileChannel.open(folder.resolve(SLOT_LOCK),
        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    try {
      lock.lock();
    } catch (IOException e) {
      // A file system without locks: the folder is the driver's until it deletes it.
    }
    return new Slot(folder, lock);
  }

  /** Whether a slot folder was left by a driver that is gone: its lock is free. */
  private static boolean abandoned(Path folder) {
    try {
      if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
        return false; // not ours to remove
      }
      Path lock = folder.resolve(SLOT_LOCK);
      if (!Files.exists(lock, LinkOption.NOFOLLOW_LINKS)) {
        // Being made by another driver right now, or left before its lock file was written.
        return Files.getLastModifiedTime(folder).toInstant()
            .isBefore(Instant.now().minus(SLOT_BIRTH));
      }
      return Owners.lockFree(lock);
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /** A slot folder and the lock that holds it; closing releases the lock, not the folder. */
  record Slot(Path folder, FileChannel lock) implements AutoCloseable {
    @Override
    public void close() {
      try {
        lock.close();
      } catch (IOException e) {
        // The lock goes with the driver's process anyway.
      }
    }
  }

  /** Has {@code cleanup} delete {@code dir} if the driver stops before the registration closes. */
  public static Cleanup.Registration deleteOnExit(Cleanup cleanup, Path dir) {
    return cleanup.register("temporary folder " + dir, () -> delete(dir));
  }

  /**
   * Removes {@code dir}, read-only folders in it too; what cannot be removed is left in the
   * system's temporary folder, which the system cleans.
   */
  public static void delete(Path dir) {
    OwnedFolder.removeQuietly(dir);
  }
}
