package jsonmark.cache;

import static jsonmark.cache.CacheFixture.KEY;
import static jsonmark.cache.CacheFixture.mustNotWrite;
import static jsonmark.cache.CacheFixture.writing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writing, reusing and rewriting data files, and what is left behind when writing fails. */
class DataCacheTest {

  @TempDir Path dir;
  CacheFixture f;

  @BeforeEach
  void openCache() {
    f = new CacheFixture(dir);
  }

  @Test
  void writesTheFileAndItsMetadataThenReusesThem() throws Exception {
    DataFile first = f.obtain();
    assertThat(first.generated()).isTrue();
    assertThat(Files.readString(first.path())).isEqualTo("{}\n{}\n");
    assertThat(f.meta()).isRegularFile();
    DataFile second = f.cache.obtain("data", KEY, mustNotWrite());
    assertThat(second.generated()).isFalse();
    assertThat(second.metadata()).isEqualTo(first.metadata());
    assertThat(second.metadata().checksum()).isEqualTo(7);
    assertThat(f.files()).containsExactly("data", "data.lock", "data.meta.json");
  }

  @Test
  void theSha256AndSizeAreOfTheBytesThatReachedTheFile() throws Exception {
    DataFile written = f.obtain();
    byte[] bytes = "{}\n{}\n".getBytes(StandardCharsets.UTF_8);
    assertThat(written.metadata().holds())
        .isEqualTo(new Contents(6, Sha256.of(bytes), 7));
    assertThat(Sha256.of(f.data())).isEqualTo(Sha256.of(bytes));
    assertThat(written.metadata().key()).isEqualTo(KEY);
  }

  @Test
  void anotherKeyIsWrittenAgain() throws Exception {
    f.obtain();
    CacheKey more = new CacheKey("Simple1Benchmark", 1, "jackson", "jackson-databind 2.23.0", 3,
        42, 1);
    DataFile again = f.cache.obtain("data", more, writing("{}\n{}\n{}\n"));
    assertThat(again.generated()).isTrue();
    assertThat(again.metadata().records()).isEqualTo(3);
    assertThat(f.logged.toString()).contains("INFO: Cached data was written differently");
  }

  @Test
  void aFullDiskNamesThePathAndTheCauseAndLeavesNoPartialFile() throws Exception {
    DataCache.Generation failing =
        out -> {
          out.write(new byte[100_000]);
          throw new FileSystemException(null, null, "No space left on device");
        };
    assertThatThrownBy(() -> f.cache.obtain("data", KEY, failing))
        .isInstanceOf(CacheException.class)
        .hasMessage("cannot write data file " + f.data() + ": no space left on device");
    assertThat(f.files()).containsExactly("data.lock");
    assertThat(f.cleanup.pending()).isEmpty();
  }

  @Test
  void aFailedRewriteRemovesTheOldMetadataSoTheOldFileIsNotTrusted() throws Exception {
    f.obtain();
    Files.writeString(f.data(), "{}\n{]\n");
    assertThatThrownBy(
            () -> f.cache.obtain("data", KEY, out -> {
              throw new IOException("disk on fire");
            }))
        .isInstanceOf(CacheException.class);
    assertThat(f.meta()).doesNotExist();
    assertThat(f.logged.toString()).contains("does not match its SHA-256");
  }

  @Test
  void thePartialFileIsRegisteredWithCleanupOnlyWhileItIsWritten() throws Exception {
    Path partial = dir.resolve(".data.partial-" + ProcessHandle.current().pid());
    List<String> pendingWhileWriting = new ArrayList<>();
    f.cache.obtain("data", KEY, out -> {
      pendingWhileWriting.addAll(f.cleanup.pending());
      return writing("{}\n").writeTo(out);
    });
    assertThat(pendingWhileWriting).containsExactly("partial data file " + partial);
    assertThat(f.cleanup.pending()).isEmpty();
  }

  @Test
  void closingCleanupDuringGenerationDeletesThePartialFile() throws Exception {
    Path partial = dir.resolve(".data.partial-" + ProcessHandle.current().pid());
    List<Boolean> existedBefore = new ArrayList<>();
    assertThatThrownBy(
            () -> f.cache.obtain("data", KEY, out -> {
              out.write(new byte[10]);
              out.flush();
              existedBefore.add(Files.exists(partial));
              f.cleanup.close();
              return 0;
            }))
        .isInstanceOf(CacheException.class);
    assertThat(existedBefore).containsExactly(true);
    assertThat(f.files()).containsExactly("data.lock");
  }

  @Test
  void noGenerationStartsOnceCleanupBegan() throws Exception {
    f.cleanup.close();
    assertThatThrownBy(() -> f.cache.obtain("data", KEY, mustNotWrite()))
        .isInstanceOf(InterruptedException.class);
    assertThat(f.files()).containsExactly("data.lock");
  }

  @Test
  void temporaryFilesOfAKilledWriterAreRemovedOnceTheLockIsHeld() throws Exception {
    Files.write(dir.resolve(".data.partial-4194999"), new byte[1234]);
    Files.writeString(dir.resolve(".data.meta.json.partial-4194999"), "{");
    f.obtain();
    assertThat(f.files()).containsExactly("data", "data.lock", "data.meta.json");
    assertThat(f.logged.toString())
        .contains("INFO: Removed " + dir.resolve(".data.partial-4194999")
            + " (1234 bytes), left by a jsonmark process that was killed while writing it");
  }

  @Test
  void aDeadWritersPartialFileOfAnotherKeyIsRemovedAndALiveWritersIsKept() throws Exception {
    long live = ProcessHandle.current().pid();
    Files.write(dir.resolve(".other.partial-4194999"), new byte[681]);
    Files.writeString(dir.resolve(".other.meta.json.partial-4194999"), "{");
    Files.writeString(dir.resolve(".writing.partial-" + live), "a live writer's");
    Files.writeString(dir.resolve(".no-pid.partial-x"), "not a writer's name");
    f.obtain();
    assertThat(f.files())
        .containsExactly(".no-pid.partial-x", ".writing.partial-" + live, "data", "data.lock",
            "data.meta.json");
    assertThat(f.logged.toString())
        .contains("INFO: Removed " + dir.resolve(".other.partial-4194999")
            + " (681 bytes), left by jsonmark process 4194999 that was killed while writing it");
  }

  @Test
  void aPartialFileWhoseKeyIsBeingWrittenIsKept() throws Exception {
    Files.writeString(dir.resolve(".other.partial-4194999"), "written elsewhere");
    try (var channel = java.nio.channels.FileChannel.open(dir.resolve("other.lock"),
            java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.WRITE);
        var held = channel.lock()) {
      f.obtain();
    }
    assertThat(f.files()).contains(".other.partial-4194999");
  }
}
