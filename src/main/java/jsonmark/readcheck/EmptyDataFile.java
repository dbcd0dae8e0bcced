package jsonmark.readcheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import jsonmark.lifecycle.Cleanup;

/**
 * The empty data file the start-up runs read (zero records, so checksum 0): made on first use in
 * a private temporary folder that the Cleanup owner deletes if the driver stops early, and that
 * {@link #close} deletes otherwise.
 */
public final class EmptyDataFile implements AutoCloseable {

  private final Cleanup cleanup;
  private final String name;
  private Optional<Path> folder = Optional.empty();
  private Optional<TemporaryFiles.Slot> slot = Optional.empty();
  private Optional<Cleanup.Registration> registration = Optional.empty();

  /** @param name the file's name, the data file's so that a command sees a familiar name */
  public EmptyDataFile(Cleanup cleanup, String name) {
    this.cleanup = cleanup;
    this.name = name;
  }

  /** The empty file, created on the first call. */
  public synchronized Path path() throws IOException {
    if (folder.isEmpty()) {
      // A slot: the same path from one driver to the next (see TemporaryFiles#slotFolder).
      slot = Optional.of(TemporaryFiles.slotFolder(
          Path.of(System.getProperty("java.io.tmpdir")), "jsonmark-startup-"));
      Path dir = slot.get().folder();
      registration = Optional.of(TemporaryFiles.deleteOnExit(cleanup, dir));
      folder = Optional.of(dir);
      Files.createFile(dir.resolve(name));
    }
    return folder.get().resolve(name);
  }

  /** A fresh empty file in place of one that a command changed or deleted. */
  public synchronized Path recreate() throws IOException {
    Path file = path();
    Files.createDirectories(file.getParent());
    Files.deleteIfExists(file);
    Files.createFile(file);
    return file;
  }

  @Override
  public synchronized void close() {
    folder.ifPresent(TemporaryFiles::delete);
    registration.ifPresent(Cleanup.Registration::close);
    slot.ifPresent(TemporaryFiles.Slot::close);
    slot = Optional.empty();
    folder = Optional.empty();
    registration = Optional.empty();
  }
}
