package jsonmark.cache;

import static jsonmark.cache.CacheFixture.KEY;
import static jsonmark.cache.CacheFixture.mkfifo;
import static jsonmark.cache.CacheFixture.mustNotWrite;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What is found in place of the cache directory, the data file, its sidecar or its lock: a file,
 * a FIFO, a directory, a symbolic link. Nothing hangs, and every error names the cause.
 */
class DataCachePathsTest {

  static final Duration NEVER_HANGS = Duration.ofSeconds(20);

  @TempDir Path dir;
  CacheFixture f;

  @BeforeEach
  void openCache() {
    f = new CacheFixture(dir);
  }

  CacheException failureIn(Path cacheDir) {
    DataCache cache = new DataCache(
        cacheDir, new Log(new PrintWriter(new StringWriter()), Log.Level.INFO), new Cleanup());
    try {
      cache.obtain("data", KEY, mustNotWrite());
    } catch (CacheException e) {
      return e;
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
    throw new AssertionError("expected a CacheException");
  }

  @Test
  void aCacheDirThatIsAFileSaysSo() throws Exception {
    Path file = Files.writeString(dir.resolve("afile"), "x");
    assertThat(failureIn(file)).hasMessage(
        "cannot use cache directory " + file + ": it is a file, not a directory;"
            + " choose another --cache-dir");
  }

  @Test
  void aCacheDirUnderAFileNamesTheFile() throws Exception {
    Path file = Files.writeString(dir.resolve("afile"), "x");
    assertThat(failureIn(file.resolve("sub"))).hasMessage(
        "cannot use cache directory " + file.resolve("sub") + ": " + file
            + " is a file, not a directory; choose another --cache-dir");
  }

  @Test
  void aCacheDirThatIsASymbolicLinkLoopSaysSo() throws Exception {
    Path loop = Files.createSymbolicLink(dir.resolve("loop"), Path.of("loop"));
    assertThat(failureIn(loop)).hasMessage(
        "cannot use cache directory " + loop + ": too many levels of symbolic links;"
            + " choose another --cache-dir");
  }

  @Test
  void aCacheDirThatIsAFifoSaysSo() throws Exception {
    Path fifo = dir.resolve("fifo");
    mkfifo(fifo);
    assertThat(failureIn(fifo)).hasMessage(
        "cannot use cache directory " + fifo + ": it is a FIFO, not a directory;"
            + " choose another --cache-dir");
  }

  @Test
  void aCacheDirThatIsNotWritableSaysPermissionDenied() throws Exception {
    assumeFalse("root".equals(System.getProperty("user.name")), "root may write anywhere");
    Path locked = Files.createDirectory(dir.resolve("locked"),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("r-xr-xr-x")));
    assertThat(failureIn(locked.resolve("sub"))).hasMessage(
        "cannot use cache directory " + locked.resolve("sub") + ": permission denied;"
            + " choose another --cache-dir");
  }

  /** Obtains the file, puts a FIFO in place of {@code path}, and obtains it again: generated. */
  private void obtainWithAFifoAt(Path path) throws Exception {
    f.obtain();
    Files.delete(path);
    mkfifo(path);
    DataFile again = assertTimeoutPreemptively(NEVER_HANGS, () -> f.obtain());
    assertThat(again.generated()).isTrue();
  }

  @Test
  void aFifoInPlaceOfTheSidecarIsReplacedWithoutOpeningIt() throws Exception {
    obtainWithAFifoAt(f.meta());
    assertThat(f.warnings()).containsExactly(
        "WARN: Ignoring " + f.meta() + ": it is a FIFO, not a regular file; writing the data file"
            + " again");
    assertThat(Files.isRegularFile(f.meta(), LinkOption.NOFOLLOW_LINKS)).isTrue();
  }

  @Test
  void aFifoInPlaceOfTheDataFileIsReplacedWithoutOpeningIt() throws Exception {
    obtainWithAFifoAt(f.data());
    assertThat(f.warnings()).containsExactly(
        "WARN: Cached " + f.data() + " is a FIFO, not a regular file; writing it again");
    assertThat(Files.readString(f.data())).isEqualTo(CacheFixture.TEXT);
  }

  @Test
  void aFifoInPlaceOfTheLockFileIsAClearError() throws Exception {
    mkfifo(dir.resolve("data.lock"));
    assertTimeoutPreemptively(NEVER_HANGS, () ->
        assertThatThrownBy(() -> f.cache.obtain("data", KEY, mustNotWrite()))
            .isInstanceOf(CacheException.class)
            .hasMessage("cannot write data file " + f.data() + ": its lock file "
                + dir.resolve("data.lock") + " is a FIFO; remove it"));
  }

  @Test
  void aDirectoryInPlaceOfTheSidecarIsAClearErrorBeforeAnythingIsWritten() throws Exception {
    Files.createDirectories(f.meta().resolve("inside"));
    assertThatThrownBy(() -> f.cache.obtain("data", KEY, mustNotWrite()))
        .isInstanceOf(CacheException.class)
        .hasMessage("cannot write data file " + f.data() + ": its metadata path " + f.meta()
            + " is a directory; remove it");
    assertThat(f.meta().resolve("inside")).isDirectory();
  }

  @Test
  void anEmptyDirectoryInPlaceOfTheSidecarIsNotSilentlyDeleted() throws Exception {
    Files.createDirectory(f.meta());
    assertThatThrownBy(() -> f.cache.obtain("data", KEY, mustNotWrite()))
        .hasMessageEndingWith(" is a directory; remove it");
    assertThat(f.meta()).isDirectory();
  }

  @Test
  void aDirectoryInPlaceOfTheDataFileIsAClearErrorBeforeAnythingIsWritten() throws Exception {
    Files.createDirectories(f.data().resolve("inside"));
    assertThatThrownBy(() -> f.cache.obtain("data", KEY, mustNotWrite()))
        .isInstanceOf(CacheException.class)
        .hasMessage("cannot write data file " + f.data() + ": it is a directory; remove it");
  }

  @Test
  void aSymbolicLinkInPlaceOfTheSidecarIsReplacedAndItsTargetLeftAlone() throws Exception {
    f.obtain();
    Path elsewhere = dir.resolve("elsewhere.json");
    Files.move(f.meta(), elsewhere);
    String before = Files.readString(elsewhere);
    Files.createSymbolicLink(f.meta(), elsewhere);
    DataFile again = f.obtain();
    assertThat(again.generated()).isTrue();
    assertThat(f.warnings()).containsExactly("WARN: Ignoring " + f.meta() + ": it is a symbolic"
        + " link, not a regular file; writing the data file again");
    assertThat(Files.isSymbolicLink(f.meta())).isFalse();
    assertThat(Files.readString(elsewhere)).isEqualTo(before);
  }

  @Test
  void aSymbolicLinkPlantedAtThePartialNameIsNotWrittenThrough() throws Exception {
    Path victim = Files.writeString(dir.resolve("victim"), "keep");
    Files.createSymbolicLink(
        dir.resolve(".data.partial-" + ProcessHandle.current().pid()), victim);
    DataFile written = f.obtain();
    assertThat(written.generated()).isTrue();
    assertThat(Files.readString(victim)).isEqualTo("keep");
    assertThat(Files.readString(f.data())).isEqualTo(CacheFixture.TEXT);
  }
}
