package jsonmark.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.log.Log;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataCacheTest {

  @TempDir Path dir;
  final StringWriter logged = new StringWriter();
  DataCache cache;

  @BeforeEach
  void openCache() {
    cache = new DataCache(dir, new Log(new PrintWriter(logged, true), Log.Level.INFO));
  }

  static final Metadata WANTED =
      new Metadata("Simple1Benchmark", 1, "jackson", "jackson-databind 2.23.0", 2, 42, 1, 0, "", 0);

  static DataCache.Generation writing(String text) {
    return out -> {
      byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
      out.write(bytes);
      return new Metadata(
          WANTED.benchmark(), 1, "jackson", WANTED.serializerLibrary(), 2, 42, 1, bytes.length,
          sha256(bytes), 7);
    };
  }

  static String sha256(byte[] bytes) {
    try {
      return java.util.HexFormat.of()
          .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void writesTheFileAndItsMetadataThenReusesThem() throws Exception {
    DataFile first = cache.obtain("data", WANTED, writing("{}\n{}\n"));
    assertThat(first.generated()).isTrue();
    assertThat(Files.readString(first.path())).isEqualTo("{}\n{}\n");
    assertThat(dir.resolve("data.meta.json")).isRegularFile();
    DataFile second = cache.obtain("data", WANTED, out -> {
      throw new AssertionError("must not write again");
    });
    assertThat(second.generated()).isFalse();
    assertThat(second.metadata().checksum()).isEqualTo(7);
  }

  @Test
  void aFullDiskNamesThePathAndTheCauseAndLeavesNoPartialFile() throws Exception {
    DataCache.Generation failing =
        out -> {
          out.write(new byte[100_000]);
          throw new FileSystemException(null, null, "No space left on device");
        };
    assertThatThrownBy(() -> cache.obtain("data", WANTED, failing))
        .isInstanceOf(CacheException.class)
        .hasMessage("cannot write data file " + dir.resolve("data") + ": no space left on device");
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly("data.lock");
    }
  }

  @Test
  void aFailedRewriteRemovesTheOldMetadataSoTheOldFileIsNotTrusted() throws Exception {
    cache.obtain("data", WANTED, writing("{}\n{}\n"));
    Files.writeString(dir.resolve("data"), "{}\n{]\n");
    assertThatThrownBy(
            () -> cache.obtain("data", WANTED, out -> {
              throw new IOException("disk on fire");
            }))
        .isInstanceOf(CacheException.class);
    assertThat(dir.resolve("data.meta.json")).doesNotExist();
    assertThat(logged.toString()).contains("does not match its SHA-256");
  }

  @Test
  void unreadableMetadataIsRewrittenWithAWarning() throws Exception {
    cache.obtain("data", WANTED, writing("{}\n{}\n"));
    Files.writeString(dir.resolve("data.meta.json"), "{not json");
    DataFile again = cache.obtain("data", WANTED, writing("{}\n{}\n"));
    assertThat(again.generated()).isTrue();
    assertThat(logged.toString()).contains("WARN: Cannot read");
  }

  @Test
  void aCacheDirUnderAFileIsAClearError() throws Exception {
    Path file = dir.resolve("file");
    Files.writeString(file, "x");
    DataCache bad = new DataCache(file.resolve("sub"), new Log(new PrintWriter(logged), Log.Level.INFO));
    assertThatThrownBy(() -> bad.obtain("data", WANTED, writing("{}\n")))
        .isInstanceOf(CacheException.class)
        .hasMessageStartingWith("cannot use cache directory " + file.resolve("sub"))
        .hasMessageEndingWith("; choose another --cache-dir");
  }
}
