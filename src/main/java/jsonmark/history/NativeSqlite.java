package jsonmark.history;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * sqlite-jdbc's native library, extracted once into a folder beside the driver's jar and loaded
 * from there: sqlite-jdbc otherwise copies it out of the jar into the temporary folder, under a
 * new name, and compares the copy with the original, on every run that opens a store.
 */
final class NativeSqlite {

  private static final String PATH = "org.sqlite.lib.path";
  private static final String NAME = "org.sqlite.lib.name";

  private NativeSqlite() {}

  /**
   * Points sqlite-jdbc at the library beside the jar, extracting it there first if it is not;
   * where that cannot be done (no jar, a folder not writable), sqlite-jdbc does as it always
   * did, and so it does if the library there does not load.
   */
  static void prepare() {
    if (System.getProperty(PATH) != null || System.getProperty(NAME) != null) {
      return; // the user's own choice
    }
    try {
      Path jar = Path.of(NativeSqlite.class.getProtectionDomain().getCodeSource().getLocation()
          .toURI());
      if (!Files.isRegularFile(jar) || jar.getParent() == null) {
        return;
      }
      Optional<Path> library = extracted(jar.getParent());
      if (library.isPresent()) {
        System.setProperty(PATH, library.get().getParent().toString());
        System.setProperty(NAME, library.get().getFileName().toString());
        // sqlite-jdbc lists its temporary folder for stale copies on every load: this one.
        System.setProperty("org.sqlite.tmpdir", library.get().getParent().toString());
      }
    } catch (IOException | URISyntaxException | RuntimeException e) {
      // sqlite-jdbc extracts it to the temporary folder itself, as before
    }
  }

  /**
   * The library in a folder of {@code parent} named by the sqlite-jdbc version, the OS and the
   * architecture, copied there from the jar (to a temporary name, then renamed, so that a
   * library found there is whole) unless it already is; empty if the jar has none.
   */
  static Optional<Path> extracted(Path parent) throws IOException {
    Path folder = parent.resolve(String.format(Locale.ROOT, "sqlite-jdbc-%s-%s-%s",
        SQLiteJDBCLoader.getVersion(), System.getProperty("os.name"),
        System.getProperty("os.arch")).replaceAll("[^A-Za-z0-9._-]", "_"));
    Path library = folder.resolve(System.mapLibraryName("sqlitejdbc"));
    if (Files.isRegularFile(library)) {
      return Optional.of(library);
    }
    String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/"
        + LibraryLoaderUtil.getNativeLibName();
    try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
      if (in == null) {
        return Optional.empty();
      }
      Files.createDirectories(folder);
      Path part = Files.createTempFile(folder, "sqlitejdbc", ".part");
      try {
        Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
        Files.move(part, library, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(part);
      }
    }
    return Optional.of(library);
  }
}
